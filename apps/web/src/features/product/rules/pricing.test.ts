import { describe, expect, it } from "vitest";
import { discountOf, GUEST, priceLines, unitPrice } from "./pricing";
import { clampQuantity, lineTotal, MAX_ORDER_QTY, maxQuantity } from "./quantity";

const product = {
  price: 45_000,
  saleUprc: 50_000,
  discountRate: 10,
  memberPrice: 42_000,
  empPrice: 38_000,
  event: null,
};

describe("priceLines", () => {
  it("hides the member price from guests and the employee price from non-employees", () => {
    expect(priceLines(product, GUEST)).toMatchObject({ memberPrice: null, empPrice: null, price: 45_000 });
    const member = priceLines(product, { isMember: true, paidMember: false, isEmp: false });
    expect(member).toMatchObject({ memberPrice: 42_000, empPrice: null });
    const emp = priceLines(product, { isMember: true, paidMember: false, isEmp: true });
    expect(emp).toMatchObject({ memberPrice: 42_000, empPrice: 38_000 });
  });
});

describe("unitPrice", () => {
  it("takes the lowest price that applies to the viewer", () => {
    expect(unitPrice(product, GUEST)).toBe(45_000);
    // the member price needs a paid member
    expect(unitPrice(product, { isMember: true, paidMember: false, isEmp: false })).toBe(45_000);
    expect(unitPrice(product, { isMember: true, paidMember: true, isEmp: false })).toBe(42_000);
    expect(unitPrice(product, { isMember: true, paidMember: true, isEmp: true })).toBe(38_000);
    const withEvent = { ...product, event: { eventPrice: 40_000, eventNm: "가을 행사", endDate: "2026-12-31" } };
    expect(unitPrice(withEvent, GUEST)).toBe(40_000);
  });
});

describe("discountOf", () => {
  it("floors the percent and is 0 when not cheaper", () => {
    expect(discountOf(50_000, 42_000)).toBe(16);
    expect(discountOf(50_000, 50_000)).toBe(0);
    expect(discountOf(0, 10)).toBe(0);
  });
});

describe("quantity", () => {
  it("caps by the chosen store's stock and by the order limit", () => {
    expect(maxQuantity(null)).toBe(MAX_ORDER_QTY);
    expect(maxQuantity(0)).toBe(MAX_ORDER_QTY);
    expect(maxQuantity(3)).toBe(3);
    expect(maxQuantity(500)).toBe(MAX_ORDER_QTY);
  });
  it("keeps the quantity within 1..max", () => {
    expect(clampQuantity(0, 5)).toBe(1);
    expect(clampQuantity(7, 5)).toBe(5);
    expect(clampQuantity(3.7, 5)).toBe(3);
    expect(clampQuantity(Number.NaN, 5)).toBe(1);
  });
  it("adds the option price to each unit", () => {
    expect(lineTotal(45_000, 5_000, 3)).toBe(150_000);
  });
});
