/**
 * Shared pieces of the product generator (docs/decisions/201-catalogue-seed.md): a seeded random
 * source, prices, tasting scales and the finished row with its search columns.
 */

import { categoryName, countryEngName, countryName } from "../../../modules/codes";
import type { products } from "../../../modules/products/products.table";
import { searchColumns } from "../../../modules/search";

export type ProductRow = typeof products.$inferInsert;
/** A product before ranks, dates and search columns are added. */
export type Draft = Omit<ProductRow, "salesRank" | "searchText" | "searchChosung" | "searchJamo" | "fileId"> & {
  /** Higher sells more; turned into salesRank. */
  popularity: number;
  pairings: string[];
  options: { cd: "GIFT_BOX" | "GLASS_SET"; price: number }[];
};

/** mulberry32: the same catalogue on every start. */
export function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const chance = (p: number) => next() < p;
  return { next, int, pick, chance };
}
export type Random = ReturnType<typeof random>;

/** Retail prices end in 000 or 900 won. */
export function retail(won: number, r: Random): number {
  const thousands = Math.max(1, Math.round(won / 1000));
  return thousands * 1000 - (thousands > 3 && r.chance(0.45) ? 100 : 0);
}

const EVENTS = ["연말 와인 페스타", "주말 한정 특가", "셀러 멤버스 위크", "신상품 론칭 특가", "산지 직수입 특가"];

/** Period sale, member, employee and event prices around the regular price. */
export function pricing(saleUprc: number, r: Random, today: string, liquor: boolean) {
  const periodPrice = r.chance(0.25) ? retail(saleUprc * (1 - r.int(5, 30) / 100), r) : null;
  const base = periodPrice ?? saleUprc;
  const event = r.chance(0.08);
  const end = new Date(`${today}T00:00:00Z`);
  end.setUTCDate(end.getUTCDate() + r.int(3, 40));
  return {
    saleUprc,
    periodPrice: periodPrice !== null && periodPrice < saleUprc ? periodPrice : null,
    memberPrice: liquor && r.chance(0.6) ? retail(base * 0.95, r) : null,
    empPrice: liquor ? retail(saleUprc * 0.8, r) : null,
    eventPrice: event ? retail(base * 0.9, r) : null,
    eventNm: event ? r.pick(EVENTS) : null,
    eventEndDate: event ? end.toISOString().slice(0, 10) : null,
  };
}

export const clamp = (n: number) => Math.min(5, Math.max(1, Math.round(n)));

/** Adds what every product needs: file id, rank, release date and the search columns. */
export function finish(drafts: Draft[], r: Random, now: Date): { rows: ProductRow[]; drafts: Draft[] } {
  const ranked = [...drafts].sort((a, b) => b.popularity - a.popularity || (a.itemCd < b.itemCd ? -1 : 1));
  const rank = new Map(ranked.map((d, i) => [d.itemCd, i + 1]));
  const rows = drafts.map((d) => {
    const { popularity: _p, pairings: _pa, options: _o, ...rest } = d;
    const daysAgo =
      d.itemCd <= "W0012" && d.itemCd.startsWith("W") ? r.int(90, 700) : r.chance(0.06) ? r.int(0, 25) : r.int(31, 900);
    return {
      ...rest,
      fileId: `PRD${d.itemCd}`,
      salesRank: rank.get(d.itemCd)!,
      releasedAt: new Date(now.getTime() - daysAgo * 86_400_000 - r.int(0, 86_000) * 1000),
      ...searchColumns({
        itemNm: d.itemNm,
        itemEngNm: d.itemEngNm,
        producer: d.producer,
        grapeOrBase: d.grapeOrBase,
        regionNm: d.regionNm,
        extra: [
          categoryName(d.clasMCd),
          categoryName(d.clasLCd),
          countryName(d.countryCd),
          countryEngName(d.countryCd),
        ],
      }),
    };
  });
  return { rows, drafts };
}
