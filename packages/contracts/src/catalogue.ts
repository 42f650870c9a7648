import { z } from "zod";
import { EXHIBITION_TYPE_VALUES, PRODUCT_SORT_VALUES, PROMOTION_PERIODS } from "./catalogue-constants";
import { requiredString } from "./fields";
import { pagedSchema, pageQuerySchema, positiveInt } from "./paging";

/** Repeated query keys arrive as an array, a single one as a string, none as undefined. */
const codeList = (field: string, max = 30) =>
  z.preprocess(
    (v: string | string[] | undefined) => (v === undefined || v === "" ? [] : Array.isArray(v) ? v : [v]),
    z
      .array(
        z
          .string()
          .trim()
          .min(1, `${field} must not be empty`)
          .max(20, `${field} is too long`)
          .regex(/^[A-Za-z0-9_]+$/, `${field} must be a code`),
      )
      .max(max, `${field}: at most ${max} values`),
  );
const optionalCode = (field: string) =>
  z
    .string()
    .trim()
    .max(20, `${field} is too long`)
    .regex(/^[A-Za-z0-9_]*$/, `${field} must be a code`)
    .optional()
    .transform((v) => (v ? v : undefined));
const itemCd = requiredString("itemCd").max(20, "itemCd is too long");

// ---------------------------------------------------------------- products

/** One product in a list (cards on home, list, search, wish-list, viewed goods). */
export const productSummarySchema = z.object({
  itemCd: z.string(),
  /** Korean name. */
  itemNm: z.string(),
  itemEngNm: z.string(),
  /** Large class (CATEGORY_CODES) and sub-class codes. */
  clasLCd: z.string(),
  clasMCd: z.string(),
  clasMNm: z.string(),
  countryCd: z.string(),
  countryNm: z.string(),
  regionNm: z.string().nullable(),
  vintage: z.number().int().nullable(),
  volumeMl: z.number().int(),
  /** Alcohol by volume in percent (0 for accessories). */
  abv: z.number(),
  /** Regular price (won). */
  saleUprc: z.number().int(),
  /** Price today, after any period sale (won); equals saleUprc without a sale. */
  price: z.number().int(),
  /** Whole percent off saleUprc (0 without a sale). */
  discountRate: z.number().int(),
  /** Critic/consumer score out of 100, null when unrated. */
  score: z.number().int().nullable(),
  reviewCount: z.number().int(),
  /** Average review rating 0–5 with one decimal (0 without reviews). */
  reviewAvg: z.number(),
  /** Thumbnail address (SPEC §7 pattern) of the main image. */
  imageUrl: z.string(),
  fileId: z.string(),
  /** Liquor; a purchase needs a signed-in (hence adult) member. False for accessories. */
  adultOnly: z.boolean(),
  /** No stock anywhere. */
  soldOut: z.boolean(),
  isNew: z.boolean(),
  isBest: z.boolean(),
  /** Members-only product (`/membershipOnlyOne`). */
  memberOnly: z.boolean(),
  /** In the signed-in member's wish-list; false for guests. */
  isAttention: z.boolean(),
});
export type ProductSummary = z.infer<typeof productSummarySchema>;

/**
 * Product list and search query. Every part of it lives in the web URL too (CONVENTIONS rule 3),
 * under the same names, so a list can be restored from its address.
 */
export const productListQuerySchema = z.object({
  /** Large class (CATEGORY_CODES). */
  category: optionalCode("category"),
  /** Sub-classes (4-digit codes) within the category. */
  sCategories: codeList("sCategories"),
  /** Minimum score code of PROD_SCORE (95, 90, 85). */
  score: optionalCode("score"),
  /** Price range code of PROD_PRICE. */
  price: optionalCode("price"),
  country: codeList("country"),
  pairing: codeList("pairing"),
  /** Free text (Korean partial words, initial consonants, English names, typos). */
  searchWord: z
    .string()
    .trim()
    .max(50, "searchWord must be at most 50 characters")
    .optional()
    .transform((v) => (v ? v : undefined)),
  sort: z.enum(PRODUCT_SORT_VALUES, { error: "sort must be one of 01–06" }).default("01"),
  pageNo: positiveInt("pageNo", 1000).default(1),
  pageSize: positiveInt("pageSize", 50).default(10),
});
export type ProductListQuery = z.infer<typeof productListQuerySchema>;
export type ProductListQueryInput = z.input<typeof productListQuerySchema>;

export const productPageSchema = pagedSchema(productSummarySchema).extend({
  /** When the search had no exact match and fell back to a typo-tolerant one: the term it used. */
  correctedWord: z.string().nullable(),
});
export type ProductPage = z.infer<typeof productPageSchema>;

/** Products by code, in the order asked (viewed goods on home). Unknown codes are left out. */
export const productsByCodesQuerySchema = z.object({
  itemCds: z.preprocess(
    (v: string | string[] | undefined) => (v === undefined ? [] : Array.isArray(v) ? v : [v]),
    z.array(itemCd).min(1, "itemCds is required").max(30, "itemCds: at most 30 values"),
  ),
});
export const productListSchema = z.array(productSummarySchema);

export const tastingNotesSchema = z.object({
  aroma: z.string().nullable(),
  palate: z.string().nullable(),
  finish: z.string().nullable(),
  /** 1–5 scales; null where they do not apply (e.g. tannin of a white, all of a beer glass). */
  body: z.number().int().min(1).max(5).nullable(),
  sweetness: z.number().int().min(1).max(5).nullable(),
  acidity: z.number().int().min(1).max(5).nullable(),
  tannin: z.number().int().min(1).max(5).nullable(),
});
export type TastingNotes = z.infer<typeof tastingNotesSchema>;

export const productOptionSchema = z.object({
  optItemCd: z.string(),
  /** GIFT_BOX or GLASS_SET. */
  optClasCd: z.string(),
  optClasNm: z.string(),
  /** Extra price of the option (won). */
  saleUprc: z.number().int(),
  soldOut: z.boolean(),
});
export type ProductOption = z.infer<typeof productOptionSchema>;

export const storeStockSchema = z.object({
  tnantCd: z.string(),
  tnantNm: z.string(),
  qty: z.number().int(),
});
export type StoreStock = z.infer<typeof storeStockSchema>;

export const productDetailQuerySchema = z.object({
  /** The member's chosen store; its stock comes back in `stock`. */
  tnantCd: optionalCode("tnantCd"),
});

export const productDetailSchema = productSummarySchema.extend({
  images: z.array(z.object({ fileSeqNo: z.number().int(), url: z.string() })),
  producer: z.string().nullable(),
  /** Grape varieties for wine, base ingredient for other liquor. */
  grapeOrBase: z.string().nullable(),
  description: z.string(),
  tastingNotes: tastingNotesSchema,
  pairings: z.array(z.object({ cd: z.string(), cdNm: z.string() })),
  options: z.array(productOptionSchema),
  /** Price for paid members (won), null when none. */
  memberPrice: z.number().int().nullable(),
  /** Price for employees (won), null when none. */
  empPrice: z.number().int().nullable(),
  /** Event price and its name and last day (YYYY-MM-DD), null when no event runs. */
  event: z.object({ eventPrice: z.number().int(), eventNm: z.string(), endDate: z.string() }).nullable(),
  /** Stock at the chosen store (query tnantCd), null when no store was given. */
  stock: storeStockSchema.nullable(),
  /** How many stores have it in stock. */
  storesInStock: z.number().int(),
  /** The signed-in member asked for a restock alert. */
  restockAlarm: z.boolean(),
  /** The signed-in member bought it and has not reviewed it yet. */
  canReview: z.boolean(),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

/** Stock of one product per store (store stock lookup). */
export const productStockQuerySchema = z.object({
  /** Only stores with stock. */
  inStockOnly: z.enum(["true", "false"]).default("false"),
});
export const productStockSchema = z.array(storeStockSchema);

/**
 * Query of the thumbnail address (THUMBNAIL_PATH, SPEC §7). It answers an image, not an envelope,
 * so it is not in the endpoint table; its query is parsed like one (decision 367).
 */
export const thumbnailQuerySchema = z.object({
  FILE_ID: z
    .string({ error: "FILE_ID is required" })
    .trim()
    .min(1, "FILE_ID is required")
    .max(64, "FILE_ID must be at most 64 characters"),
  FILE_SEQ_NO: z
    .string({ error: "FILE_SEQ_NO must be a whole number from 1" })
    .regex(/^[1-9]\d{0,2}$/, "FILE_SEQ_NO must be a whole number from 1")
    .default("1")
    .transform(Number),
});

// ---------------------------------------------------------------- search

export const suggestQuerySchema = z.object({
  q: requiredString("q").max(50, "q must be at most 50 characters"),
});
export const suggestionSchema = z.object({
  /** Product suggestions: name matches. */
  products: z.array(z.object({ itemCd: z.string(), itemNm: z.string(), itemEngNm: z.string(), imageUrl: z.string() })),
  /** Keyword suggestions (names of categories, countries, grapes, producers). */
  keywords: z.array(z.string()),
});
export type Suggestions = z.infer<typeof suggestionSchema>;
/** Popular search terms, most searched first. */
export const popularKeywordsSchema = z.array(z.object({ rank: z.number().int(), keyword: z.string() }));

// ---------------------------------------------------------------- home, promotions, exhibitions

export const promotionSchema = z.object({
  promotionNo: z.string(),
  title: z.string(),
  subtitle: z.string(),
  /** YYYY-MM-DD */
  startDate: z.string(),
  endDate: z.string(),
  imageUrl: z.string(),
  /** Background colour behind the banner art (#rrggbb). */
  bgColor: z.string(),
  itemCount: z.number().int(),
});
export type Promotion = z.infer<typeof promotionSchema>;
export const promotionListQuerySchema = z.object({
  period: z.enum(PROMOTION_PERIODS, { error: "period must be ONGOING, UPCOMING or ENDED" }).default("ONGOING"),
});
export const promotionListSchema = z.array(promotionSchema);
export const promotionDetailSchema = promotionSchema.extend({
  description: z.string(),
  products: pagedSchema(productSummarySchema),
});

export const exhibitionSchema = z.object({
  exhibitionNo: z.string(),
  exhibitionType: z.enum(EXHIBITION_TYPE_VALUES),
  title: z.string(),
  subtitle: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  imageUrl: z.string(),
  bgColor: z.string(),
  itemCount: z.number().int(),
});
export type Exhibition = z.infer<typeof exhibitionSchema>;
export const exhibitionListQuerySchema = z.object({
  exhibitionType: z.enum(EXHIBITION_TYPE_VALUES).default("PUBLIC"),
});
export const exhibitionListSchema = z.array(exhibitionSchema);
export const exhibitionDetailSchema = exhibitionSchema.extend({
  /** Rich HTML (sanitised on the web). */
  contentHtml: z.string(),
  products: pagedSchema(productSummarySchema),
});
/** Detail pages page their products. */
export const detailPageQuerySchema = pageQuerySchema;

export const homeSchema = z.object({
  promotions: z.array(promotionSchema),
  exhibitions: z.array(exhibitionSchema),
  /** Top sellers, rank order. */
  ranking: z.array(productSummarySchema),
  newArrivals: z.array(productSummarySchema),
  /** Members-only sections; null for guests. */
  memberOnly: z
    .object({
      onlyOne: z.array(productSummarySchema),
      plans: z.array(exhibitionSchema),
    })
    .nullable(),
});
export type Home = z.infer<typeof homeSchema>;

/** `/myseller`: what the member bought most, with how often. */
export const mySellerItemSchema = productSummarySchema.extend({
  orderCount: z.number().int(),
  lastOrderedAt: z.string(),
});
export const mySellerPageSchema = pagedSchema(mySellerItemSchema);

// ---------------------------------------------------------------- wish-list (attention) and restock

export const wishlistRequestSchema = z.object({ itemCd });
export const wishlistPageSchema = pagedSchema(productSummarySchema);
export const restockRequestSchema = z.object({ itemCd, tnantCd: optionalCode("tnantCd") });
export const restockItemSchema = z.object({
  itemCd: z.string(),
  tnantCd: z.string().nullable(),
  tnantNm: z.string().nullable(),
  createdAt: z.string(),
  /** When stock came back and the alarm was sent; null while waiting. */
  notifiedAt: z.string().nullable(),
  product: productSummarySchema,
});
export const restockPageSchema = pagedSchema(restockItemSchema);
