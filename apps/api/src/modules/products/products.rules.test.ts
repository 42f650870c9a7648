import { PRODUCT_SORT_VALUES } from "@cellar/contracts";
import { describe, expect, it } from "vitest";
import { orderByText, parsePriceRange, sortKeys, totalPages } from "./products.rules";

describe("sort keys", () => {
  it("ends every sort with the unique item code so pages never overlap", () => {
    for (const sort of PRODUCT_SORT_VALUES) {
      for (const searching of [false, true]) {
        const keys = sortKeys(sort, searching);
        expect(keys.at(-1)).toEqual({ expr: "p.item_cd", dir: "asc" });
      }
    }
  });

  it("puts relevance first only for a search in the recommended sort", () => {
    expect(sortKeys("01", true)[0]!.expr).toBe("relevance");
    expect(sortKeys("01", false)[0]!.expr).toBe("p.sales_rank");
    expect(sortKeys("03", true).some((k) => k.expr === "relevance")).toBe(false);
  });

  it("orders by price today, newest release, score (unrated last) and reviews", () => {
    expect(orderByText(sortKeys("03", false))).toMatch(
      /^least\(p\.sale_uprc, coalesce\(p\.period_price, p\.sale_uprc\)\) asc/,
    );
    expect(orderByText(sortKeys("04", false))).toMatch(/\) desc, p\.sales_rank asc, p\.item_cd asc$/);
    expect(orderByText(sortKeys("02", false))).toBe("p.released_at desc, p.item_cd asc");
    expect(orderByText(sortKeys("05", false))).toBe("p.score desc nulls last, p.sales_rank asc, p.item_cd asc");
    expect(orderByText(sortKeys("06", false))).toBe("p.review_count desc, p.sales_rank asc, p.item_cd asc");
  });
});

describe("price ranges", () => {
  it("reads min-max with open ends", () => {
    expect(parsePriceRange("-30000")).toEqual({ min: null, max: 30000 });
    expect(parsePriceRange("30000-50000")).toEqual({ min: 30000, max: 50000 });
    expect(parsePriceRange("300000-")).toEqual({ min: 300000, max: null });
  });

  it("refuses malformed and empty ranges", () => {
    for (const bad of [null, undefined, "", "-", "abc", "50000-30000", "1-2-3"])
      expect(parsePriceRange(bad)).toBeNull();
  });

  it("counts pages", () => {
    expect(totalPages(0, 10)).toBe(0);
    expect(totalPages(10, 10)).toBe(1);
    expect(totalPages(11, 10)).toBe(2);
  });
});
