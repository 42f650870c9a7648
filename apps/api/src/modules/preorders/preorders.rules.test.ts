import { describe, expect, it } from "vitest";
import {
  cancelUntilOf,
  collectByOf,
  couponDiscount,
  dcRateOf,
  isBeforeCutoff,
  preorderState,
  tabOf,
} from "./preorders.rules";

const at = (iso: string) => new Date(iso);
const window = {
  startAt: at("2026-12-01T01:00:00Z"),
  endAt: at("2026-12-10T01:00:00Z"),
  soldQty: 3,
  totalQty: 10,
  tnantCds: ["T0001", "T0002"],
};

describe("pre-order rules", () => {
  it("states follow the window, what is left and the stores' arrivals", () => {
    expect(preorderState(window, 0, at("2026-11-30T00:00:00Z"))).toBe("UPCOMING");
    expect(preorderState(window, 0, at("2026-12-05T00:00:00Z"))).toBe("OPEN");
    expect(preorderState({ ...window, soldQty: 10 }, 0, at("2026-12-05T00:00:00Z"))).toBe("SOLD_OUT");
    expect(preorderState(window, 1, at("2026-12-11T00:00:00Z"))).toBe("CLOSED");
    expect(preorderState(window, 2, at("2026-12-11T00:00:00Z"))).toBe("ARRIVED");
    expect(tabOf("SOLD_OUT")).toBe("OPEN");
    expect(tabOf("UPCOMING")).toBe("UPCOMING");
    expect(tabOf("CLOSED")).toBeNull();
  });

  it("cuts off cancels 3 Seoul days before the arrival and keeps arrived bottles 14 days", () => {
    expect(cancelUntilOf("2027-01-02")).toBe("2026-12-30");
    // 2026-12-30 23:59 in Seoul is still before the cut-off; 00:00 the next day is not.
    expect(isBeforeCutoff("2027-01-02", at("2026-12-30T14:59:00Z"))).toBe(true);
    expect(isBeforeCutoff("2027-01-02", at("2026-12-30T15:00:00Z"))).toBe(false);
    expect(collectByOf(at("2026-12-31T16:00:00Z"))).toBe("2027-01-15");
  });

  it("prices the discount and a coupon, never to nothing", () => {
    expect(dcRateOf(130_000, 162_900)).toBe(20);
    expect(dcRateOf(100, 100)).toBe(0);
    expect(couponDiscount({ discountType: "FIXED_RATE", discountValue: 7 }, 2_279_000)).toBe(159_530);
    expect(couponDiscount({ discountType: "FLAT_RATE", discountValue: 5_000 }, 90_000)).toBe(5_000);
    expect(couponDiscount({ discountType: "FLAT_RATE", discountValue: 50_000 }, 30_000)).toBe(29_999);
    expect(couponDiscount({ discountType: "FLAT_RATE", discountValue: null }, 30_000)).toBe(0);
  });
});
