import { describe, expect, it } from "vitest";
import { clampPrepaid, maxStampUse, stepStamps, toggleCoupon } from "./choices";

const coupons = [
  { cpnIssuNo: "A1", clssfcOfCponApplc: "10" },
  { cpnIssuNo: "A2", clssfcOfCponApplc: "10" },
  { cpnIssuNo: "B1", clssfcOfCponApplc: "20" },
];

describe("order choices", () => {
  it("keeps one coupon per class", () => {
    expect(toggleCoupon([], coupons[0]!, coupons)).toEqual(["A1"]);
    expect(toggleCoupon(["A1"], coupons[2]!, coupons)).toEqual(["A1", "B1"]);
    expect(toggleCoupon(["A1", "B1"], coupons[1]!, coupons)).toEqual(["B1", "A2"]);
    expect(toggleCoupon(["A1", "B1"], coupons[0]!, coupons)).toEqual(["B1"]);
  });

  it("uses stamps in whole rewards within the balance", () => {
    expect(maxStampUse(27)).toBe(20);
    expect(stepStamps(0, 1, 27)).toBe(10);
    expect(stepStamps(20, 1, 27)).toBe(20);
    expect(stepStamps(0, -1, 27)).toBe(0);
  });

  it("keeps the prepaid amount within the balance", () => {
    expect(clampPrepaid("12,000", 50_000)).toBe(12_000);
    expect(clampPrepaid("99999999", 50_000)).toBe(50_000);
    expect(clampPrepaid("", 50_000)).toBe(0);
  });
});
