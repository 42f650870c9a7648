import { CATEGORY_CODES, WINE_TYPE_CODES } from "@cellar/contracts";
import { describe, expect, it } from "vitest";
import { CATEGORY_ROWS, COUNTRY_ROWS, PAIRING_ROWS } from "../../../modules/codes/catalogue-codes";
import { buildCatalogue } from "./catalogue";

const now = new Date("2026-11-23T03:00:00Z");
const { rows, drafts } = buildCatalogue(now);

describe("generated catalogue", () => {
  it("has at least 3,000 products with unique codes, names and image ids", () => {
    expect(rows.length).toBeGreaterThanOrEqual(3000);
    expect(new Set(rows.map((r) => r.itemCd)).size).toBe(rows.length);
    expect(new Set(rows.map((r) => r.itemNm)).size).toBe(rows.length);
    expect(new Set(rows.map((r) => r.fileId)).size).toBe(rows.length);
    expect(new Set(rows.map((r) => r.salesRank)).size).toBe(rows.length);
  });

  it("is the same on every start", () => {
    const again = buildCatalogue(now).rows;
    expect(again.map((r) => [r.itemCd, r.itemNm, r.saleUprc])).toEqual(
      rows.map((r) => [r.itemCd, r.itemNm, r.saleUprc]),
    );
  });

  it("covers every large class and wine type with known codes", () => {
    const classes = new Set(rows.map((r) => r.clasLCd));
    for (const cd of Object.values(CATEGORY_CODES)) expect(classes.has(cd), cd).toBe(true);
    const subs = new Set(rows.map((r) => r.clasMCd));
    for (const cd of Object.values(WINE_TYPE_CODES)) expect(subs.has(cd), cd).toBe(true);
    const known = new Set(CATEGORY_ROWS.map((r) => r[0]));
    const countries = new Set(COUNTRY_ROWS.map((r) => r[0]));
    for (const r of rows) {
      expect(known.has(r.clasMCd) && r.clasMCd.startsWith(r.clasLCd), r.itemCd).toBe(true);
      expect(countries.has(r.countryCd), r.itemCd).toBe(true);
    }
    const pairings = new Set(PAIRING_ROWS.map((r) => r[0]));
    for (const d of drafts) for (const p of d.pairings) expect(pairings.has(p)).toBe(true);
  });

  it("keeps prices, scales and options plausible", () => {
    for (const r of rows) {
      expect(r.saleUprc, r.itemCd).toBeGreaterThan(0);
      if (r.periodPrice != null) expect(r.periodPrice).toBeLessThan(r.saleUprc);
      for (const v of [r.body, r.sweetness, r.acidity, r.tannin]) if (v != null) expect(v >= 1 && v <= 5).toBe(true);
      if (r.clasLCd === "70") expect(r.adultOnly).toBe(false);
      else expect(r.adultOnly).toBe(true);
    }
    expect(drafts.some((d) => d.options.some((o) => o.cd === "GIFT_BOX"))).toBe(true);
    expect(drafts.some((d) => d.options.some((o) => o.cd === "GLASS_SET"))).toBe(true);
    expect(rows.filter((r) => r.memberPrice != null).length).toBeGreaterThan(500);
    expect(rows.filter((r) => r.eventPrice != null).length).toBeGreaterThan(50);
  });

  it("has the demo order items with their names and prices", () => {
    const byCode = new Map(rows.map((r) => [r.itemCd, r]));
    expect(byCode.get("W0001")).toMatchObject({ itemNm: "샤토 마고 2015", saleUprc: 890_000 });
    expect(byCode.get("W0005")).toMatchObject({ itemNm: "카이켄 울트라 말벡", saleUprc: 35_000, clasMCd: "1010" });
    expect(byCode.get("W0012")).toMatchObject({ itemNm: "맥캘란 12년 더블 캐스크", saleUprc: 135_000, clasLCd: "20" });
    for (let i = 1; i <= 12; i++) expect(byCode.has(`W${String(i).padStart(4, "0")}`)).toBe(true);
  });
});
