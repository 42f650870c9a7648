import { PRODUCT_SORTS, type ProductSort } from "@cellar/contracts";

/** One key of a list's ORDER BY: an expression over `products p` (or `relevance`) and a direction. */
export type SortKey = { expr: string; dir: "asc" | "desc"; nulls?: "last" };

const PRICE = "least(p.sale_uprc, coalesce(p.period_price, p.sale_uprc))";

/**
 * ORDER BY of a product list (docs/decisions/204-sorting.md). Every sort ends with the item code,
 * unique, so the order is total and pages 1..N never repeat or skip an item. Sort 01 is relevance
 * when searching, then popularity (sales rank).
 */
export function sortKeys(sort: ProductSort, searching: boolean): SortKey[] {
  const tail: SortKey[] = [{ expr: "p.item_cd", dir: "asc" }];
  switch (sort) {
    case PRODUCT_SORTS.recommended:
      return [
        ...(searching ? [{ expr: "relevance", dir: "asc" } as SortKey] : []),
        { expr: "p.sales_rank", dir: "asc" },
        ...tail,
      ];
    case PRODUCT_SORTS.newest:
      return [{ expr: "p.released_at", dir: "desc" }, ...tail];
    case PRODUCT_SORTS.priceLow:
      return [{ expr: PRICE, dir: "asc" }, { expr: "p.sales_rank", dir: "asc" }, ...tail];
    case PRODUCT_SORTS.priceHigh:
      return [{ expr: PRICE, dir: "desc" }, { expr: "p.sales_rank", dir: "asc" }, ...tail];
    case PRODUCT_SORTS.score:
      return [{ expr: "p.score", dir: "desc", nulls: "last" }, { expr: "p.sales_rank", dir: "asc" }, ...tail];
    case PRODUCT_SORTS.reviews:
      return [{ expr: "p.review_count", dir: "desc" }, { expr: "p.sales_rank", dir: "asc" }, ...tail];
  }
}

export const orderByText = (keys: SortKey[]) =>
  keys.map((k) => `${k.expr} ${k.dir}${k.nulls ? ` nulls ${k.nulls}` : ""}`).join(", ");

/** A PROD_PRICE range ("min-max", either side may be empty) in won; null when malformed. */
export function parsePriceRange(attr1: string | null | undefined): { min: number | null; max: number | null } | null {
  const match = /^(\d*)-(\d*)$/.exec(attr1 ?? "");
  if (!match || (match[1] === "" && match[2] === "")) return null;
  const min = match[1] ? Number(match[1]) : null;
  const max = match[2] ? Number(match[2]) : null;
  if (min !== null && max !== null && min > max) return null;
  return { min, max };
}

/** Total pages of a list (0 when empty). */
export const totalPages = (totalCnt: number, pageSize: number) => Math.ceil(totalCnt / pageSize);
