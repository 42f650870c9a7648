import type { ProductSummary } from "@cellar/contracts/client";
import type { FakeCall } from "../../../lib/http/fake-fetch.test-helper";

export function product(n: number, over: Partial<ProductSummary> = {}): ProductSummary {
  return {
    itemCd: `W${String(n).padStart(4, "0")}`,
    itemNm: `테스트 와인 ${n}`,
    itemEngNm: `Test Wine ${n}`,
    clasLCd: "10",
    clasMCd: "1010",
    clasMNm: "레드",
    countryCd: "FR",
    countryNm: "프랑스",
    regionNm: null,
    vintage: 2020,
    volumeMl: 750,
    abv: 13.5,
    saleUprc: 30000,
    price: 27000,
    discountRate: 10,
    score: 90,
    reviewCount: 3,
    reviewAvg: 4.5,
    imageUrl: `/img/${n}.svg`,
    fileId: `F${n}`,
    adultOnly: true,
    soldOut: false,
    isNew: false,
    isBest: false,
    memberOnly: false,
    isAttention: false,
    ...over,
  };
}

const code = (grpCd: string, cd: string, cdNm: string, sortOrdr: number, attr1: string | null = null) => ({
  grpCd,
  cd,
  cdNm,
  cdEngNm: null,
  sortOrdr,
  attr1,
});

export const CODES = {
  PROD_CATEGORY: [
    code("PROD_CATEGORY", "10", "와인", 1),
    code("PROD_CATEGORY", "20", "위스키", 2),
    code("PROD_CATEGORY", "1010", "레드", 1, "10"),
    code("PROD_CATEGORY", "1020", "화이트", 2, "10"),
  ],
  PROD_COUNTRY: [code("PROD_COUNTRY", "FR", "프랑스", 1), code("PROD_COUNTRY", "AR", "아르헨티나", 2)],
  PROD_PAIRING: [code("PROD_PAIRING", "BEEF", "소고기", 1)],
  PROD_PRICE: [code("PROD_PRICE", "P1", "3만원 이하", 1, "-30000")],
  PROD_SCORE: [code("PROD_SCORE", "90", "90점 이상", 1)],
};

export const pathOf = (call: FakeCall) => new URL(call.url, "http://x").pathname;
export const queryOf = (call: FakeCall) => new URL(call.url, "http://x").searchParams;

/** A fake product page of `total` items, 10 a page. */
export function productPage(pageNo: number, pageSize: number, total: number, correctedWord: string | null = null) {
  const start = (pageNo - 1) * pageSize;
  const count = Math.max(0, Math.min(pageSize, total - start));
  return {
    pageNo,
    pageSize,
    totalCnt: total,
    totalPages: Math.ceil(total / pageSize),
    list: Array.from({ length: count }, (_, i) => product(start + i + 1)),
    correctedWord,
  };
}
