/**
 * Catalogue constants shared by the API and the web (issue 4). Zod-free so the web bundle can use
 * them as values.
 */

/** Common-code groups of the catalogue (POST /api/codes). */
export const CATALOGUE_CODE_GROUPS = {
  /**
   * Categories: large classes (cd of 2 digits, attr1 null) and their sub-classes (cd of 4 digits,
   * attr1 = the large class code), e.g. 10 와인 → 1010 레드, 1020 화이트.
   */
  category: "PROD_CATEGORY",
  /** Countries of origin; cd is ISO 3166-1 alpha-2 (FR, IT, KR, ...). */
  country: "PROD_COUNTRY",
  /** Food pairings (BEEF, CHEESE, SEAFOOD, ...). */
  pairing: "PROD_PAIRING",
  /** Sorts of product lists; cd = PRODUCT_SORTS key. */
  sort: "PROD_SORT",
  /** Price ranges; attr1 = "min-max" in won, either side may be empty ("-30000", "300000-"). */
  price: "PROD_PRICE",
  /** Score filters; cd = the minimum score (95, 90, 85). */
  score: "PROD_SCORE",
  /** Reasons for reporting a review. */
  reviewReport: "REVIEW_REPORT_RSN",
} as const;

/** Large classes of the catalogue. */
export const CATEGORY_CODES = {
  wine: "10",
  whisky: "20",
  spirits: "30",
  sake: "40",
  traditional: "50",
  beer: "60",
  accessory: "70",
} as const;

/** Wine sub-classes (SPEC: red, white, rosé, sparkling, dessert, fortified). */
export const WINE_TYPE_CODES = {
  red: "1010",
  white: "1020",
  rose: "1030",
  sparkling: "1040",
  dessert: "1050",
  fortified: "1060",
} as const;

/**
 * Product list sorts (SPEC §9: default 01). 01 is "recommended": relevance when searching,
 * popularity (sales rank) otherwise.
 */
export const PRODUCT_SORTS = {
  recommended: "01",
  newest: "02",
  priceLow: "03",
  priceHigh: "04",
  score: "05",
  reviews: "06",
} as const;
export type ProductSort = (typeof PRODUCT_SORTS)[keyof typeof PRODUCT_SORTS];
export const PRODUCT_SORT_VALUES = Object.values(PRODUCT_SORTS) as [ProductSort, ...ProductSort[]];
export const DEFAULT_PRODUCT_SORT: ProductSort = "01";

/** Paging of product lists (SPEC §9). */
export const PRODUCT_PAGE_SIZE = 10;

/** Viewed goods (SPEC §9): the last 30 days, at most 30, newest first, no duplicates. */
export const VIEWED_GOODS_MAX = 30;
export const VIEWED_GOODS_DAYS = 30;

/** Recent search terms (SPEC §9): at most 10 kept. */
export const RECENT_SEARCH_MAX = 10;

/** Wish-list toasts show for 1000 ms whatever the call's outcome (SPEC §8, §9). */
export const WISH_TOAST_MS = 1000;

/** Storage keys of the catalogue (SPEC §3). */
export const CATALOGUE_STORAGE_KEYS = {
  productListParams: "prodLstParam",
  recentSearches: "rcntSrchVal",
  viewedGoods: "viewedGoods",
} as const;

/** Taste scales of tasting notes run from 1 (light, dry, low) to 5 (full, sweet, high). */
export const TASTE_SCALE_MAX = 5;

/** Review rules. */
/** Path (after the product-api prefix and version) of the review photo upload, the one multipart body. */
export const REVIEW_PHOTO_UPLOAD_PATH = "/api/reviews/photos";

export const REVIEW_LIMITS = {
  minContent: 10,
  maxContent: 1000,
  maxPhotos: 5,
  /** Bytes per photo. */
  maxPhotoBytes: 5 * 1024 * 1024,
  photoTypes: ["image/jpeg", "image/png", "image/webp"],
} as const;

/** Exhibition kinds: public ones on home and `/exhibition`, members-only ones on their pages. */
export const EXHIBITION_TYPES = {
  /** `/exhibition`, everyone. */
  public: "PUBLIC",
  /** `/membershipOnlyOne`: products sold only to members. */
  onlyOne: "ONLY_ONE",
  /** `/membershipBrand`: members' brand week. */
  brand: "BRAND",
  /** `/membershipPlan`: members-only premium exhibitions. */
  plan: "PLAN",
} as const;
export type ExhibitionType = (typeof EXHIBITION_TYPES)[keyof typeof EXHIBITION_TYPES];
export const EXHIBITION_TYPE_VALUES = Object.values(EXHIBITION_TYPES) as [ExhibitionType, ...ExhibitionType[]];

/** Promotion periods for `/promotion/period` tabs. */
export const PROMOTION_PERIODS = ["ONGOING", "UPCOMING", "ENDED"] as const;
export type PromotionPeriod = (typeof PROMOTION_PERIODS)[number];

/** Thumbnail address (SPEC §7): `{path}?FILE_SEQ_NO=1&FILE_ID={fileId}`, served by the product API. */
export const THUMBNAIL_PATH = "/product-api/v1.0.0/api/file/thumbnail";
export function thumbnailUrl(fileId: string, fileSeqNo = 1): string {
  return `${THUMBNAIL_PATH}?FILE_SEQ_NO=${fileSeqNo}&FILE_ID=${encodeURIComponent(fileId)}`;
}
