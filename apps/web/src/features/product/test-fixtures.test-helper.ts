import type { ProductDetail, ProductSummary, Review } from "@cellar/contracts/client";

export function summary(itemCd: string, itemNm: string, extra: Partial<ProductSummary> = {}): ProductSummary {
  return {
    itemCd,
    itemNm,
    itemEngNm: "Caiken Ultra Malbec",
    clasLCd: "10",
    clasMCd: "1010",
    clasMNm: "레드",
    countryCd: "AR",
    countryNm: "아르헨티나",
    regionNm: "멘도사",
    vintage: 2021,
    volumeMl: 750,
    abv: 14.5,
    saleUprc: 50_000,
    price: 45_000,
    discountRate: 10,
    score: 91,
    reviewCount: 0,
    reviewAvg: 0,
    imageUrl: `/product-api/v1.0.0/api/file/thumbnail?FILE_SEQ_NO=1&FILE_ID=F${itemCd}`,
    fileId: `F${itemCd}`,
    adultOnly: true,
    soldOut: false,
    isNew: false,
    isBest: false,
    memberOnly: false,
    isAttention: false,
    ...extra,
  };
}

export function detail(extra: Partial<ProductDetail> = {}): ProductDetail {
  return {
    ...summary("W0001", "카이켄 울트라 말벡"),
    images: [
      { fileSeqNo: 1, url: "/img/1" },
      { fileSeqNo: 2, url: "/img/2" },
    ],
    producer: "카이켄",
    grapeOrBase: "말벡",
    description: "잘 익은 자두와 블랙베리 향.",
    tastingNotes: {
      aroma: "자두, 블랙베리, 바닐라",
      palate: "부드러운 타닌",
      finish: "긴 여운",
      body: 4,
      sweetness: 1,
      acidity: 3,
      tannin: 4,
    },
    pairings: [{ cd: "BEEF", cdNm: "소고기" }],
    options: [
      { optItemCd: "O1", optClasCd: "GIFT_BOX", optClasNm: "선물 상자", saleUprc: 5_000, soldOut: false },
      { optItemCd: "O2", optClasCd: "GLASS_SET", optClasNm: "글라스 세트", saleUprc: 12_000, soldOut: true },
    ],
    memberPrice: 42_000,
    empPrice: 38_000,
    event: null,
    stock: null,
    storesInStock: 4,
    restockAlarm: false,
    canReview: false,
    ...extra,
  };
}

export function review(reviewNo: string, extra: Partial<Review> = {}): Review {
  return {
    reviewNo,
    itemCd: "W0001",
    writerNm: "셀러**",
    rating: 5,
    content: "부드럽고 과일향이 풍부해요. 스테이크와 잘 어울렸어요.",
    photos: [],
    createdAt: "2026-11-01T03:00:00Z",
    mine: false,
    ...extra,
  };
}

export const paged = <T>(list: T[], pageNo = 1, totalPages = 1, totalCnt = list.length) => ({
  pageNo,
  pageSize: 10,
  totalCnt,
  totalPages,
  list,
});
