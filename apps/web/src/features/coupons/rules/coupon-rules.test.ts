import { describe, expect, it } from "vitest";
import {
  couponTags,
  discountDisplay,
  hasMiniBarcode,
  merchantDisplayName,
  stripBrandPrefix,
  tooltipContent,
  visibleCoupons,
} from "./coupon-rules";

describe("visibleCoupons", () => {
  const list = ["10", "80", "90", "100", "110", "120", null].map((c, i) => ({ id: i, clssfcOfCponApplc: c }));

  it("hides classes 80-110 from non-paid members", () => {
    expect(visibleCoupons(list, false).map((c) => c.clssfcOfCponApplc)).toEqual(["10", "120", null]);
  });

  it("keeps every coupon for paid members", () => {
    expect(visibleCoupons(list, true)).toHaveLength(7);
  });

  it("reads numeric classes too", () => {
    expect(visibleCoupons([{ clssfcOfCponApplc: 90 }, { clssfcOfCponApplc: 9 }], false)).toEqual([
      { clssfcOfCponApplc: 9 },
    ]);
  });
});

describe("couponTags", () => {
  it("maps the usage type to tags; all shows both", () => {
    expect(couponTags("온라인")).toEqual(["online"]);
    expect(couponTags("오프라인")).toEqual(["offline"]);
    expect(couponTags("전체")).toEqual(["online", "offline"]);
    expect(couponTags(null)).toEqual([]);
  });
});

describe("discountDisplay", () => {
  const benefit = [{ benefitName: "Free corkage", benefitDescription: "one bottle" }];
  it("uses % for the rate type and won for the flat type", () => {
    expect(discountDisplay({ discountValue: 10, discountType: "FIXED_RATE", couponBenefit: benefit })).toEqual({
      kind: "rate",
      value: 10,
    });
    expect(discountDisplay({ discountValue: 5000, discountType: "FLAT_RATE", couponBenefit: benefit })).toEqual({
      kind: "flat",
      value: 5000,
    });
  });
  it("falls back to the benefit name without a value", () => {
    expect(discountDisplay({ discountValue: null, discountType: "FLAT_RATE", couponBenefit: benefit })).toEqual({
      kind: "benefit",
      name: "Free corkage",
    });
    expect(discountDisplay({ discountValue: 0, discountType: null, couponBenefit: [] })).toEqual({
      kind: "benefit",
      name: "",
    });
  });
});

describe("merchantDisplayName", () => {
  it("applies the three display rules", () => {
    expect(merchantDisplayName({ merchantNo: "0000000003", merchantName: "셀러" }, "전 지점")).toBe("셀러 전 지점");
    expect(merchantDisplayName({ merchantNo: "0000000001", merchantName: "셀러 본사" }, "x")).toBe("셀러 본사");
    expect(merchantDisplayName({ merchantNo: "0000000123", merchantName: "셀러 강남점" }, "x")).toBe("강남점");
  });
  it("keeps a name that is only the brand", () => {
    expect(stripBrandPrefix("셀러")).toBe("셀러");
    expect(stripBrandPrefix("  Cellar Hannam ")).toBe("Hannam");
  });
});

describe("tooltipContent", () => {
  it("lists stores and goods and both hints for 'all'", () => {
    expect(tooltipContent("전체", ["강남점"], ["Wine A"])).toEqual({
      title: { kind: "all" },
      stores: ["강남점"],
      goods: ["Wine A"],
      choosesAtPayment: true,
      showsBarcode: true,
    });
  });
  it("online only: no stores, choose at payment", () => {
    expect(tooltipContent("온라인", ["강남점"], ["Wine A"])).toEqual({
      title: { kind: "only", tag: "online" },
      stores: [],
      goods: [],
      choosesAtPayment: true,
      showsBarcode: false,
    });
  });
  it("offline only: stores, show the barcode", () => {
    const t = tooltipContent("오프라인", ["강남점"], []);
    expect(t.title).toEqual({ kind: "only", tag: "offline" });
    expect(t.stores).toEqual(["강남점"]);
    expect(t.choosesAtPayment).toBe(false);
    expect(t.showsBarcode).toBe(true);
  });
});

describe("hasMiniBarcode", () => {
  it("needs a non-online usage and a publish number", () => {
    expect(hasMiniBarcode({ couponUseSe: "오프라인", couponPublishNo: "P1" })).toBe(true);
    expect(hasMiniBarcode({ couponUseSe: "전체", couponPublishNo: "P1" })).toBe(true);
    expect(hasMiniBarcode({ couponUseSe: "온라인", couponPublishNo: "P1" })).toBe(false);
    expect(hasMiniBarcode({ couponUseSe: "오프라인", couponPublishNo: null })).toBe(false);
  });
});
