import type { Exhibition, ProductSummary, Promotion } from "@cellar/contracts/client";

export const product = (itemCd: string, itemNm: string, extra: Partial<ProductSummary> = {}): ProductSummary => ({
  itemCd,
  itemNm,
  itemEngNm: `${itemNm} (en)`,
  clasLCd: "10",
  clasMCd: "1010",
  clasMNm: "레드",
  countryCd: "IT",
  countryNm: "이탈리아",
  regionNm: null,
  vintage: 2018,
  volumeMl: 750,
  abv: 14,
  saleUprc: 80000,
  price: 80000,
  discountRate: 0,
  score: null,
  reviewCount: 0,
  reviewAvg: 0,
  imageUrl: `/img/${itemCd}`,
  fileId: itemCd,
  adultOnly: true,
  soldOut: false,
  isNew: false,
  isBest: false,
  memberOnly: false,
  isAttention: false,
  ...extra,
});

export const promotion = (promotionNo: string, title: string): Promotion => ({
  promotionNo,
  title,
  subtitle: `${title}, subtitle`,
  startDate: "2026-11-01",
  endDate: "2026-11-30",
  imageUrl: `/img/${promotionNo}`,
  bgColor: "#552266",
  itemCount: 2,
});

export const exhibition = (exhibitionNo: string, type: Exhibition["exhibitionType"], title: string): Exhibition => ({
  exhibitionNo,
  exhibitionType: type,
  title,
  subtitle: "subtitle",
  startDate: "2026-11-01",
  endDate: "2026-12-31",
  imageUrl: `/img/${exhibitionNo}`,
  bgColor: "#223344",
  itemCount: 2,
});

export const paged = <T>(list: T[], pageNo = 1, totalPages = 1, totalCnt = list.length) => ({
  pageNo,
  pageSize: 10,
  totalCnt,
  totalPages,
  list,
});
