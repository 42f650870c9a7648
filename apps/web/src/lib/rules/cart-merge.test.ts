import { describe, expect, it } from "vitest";
import { loadCart, mergeCart } from "./cart-merge";

const item = (cartNo: string, price: number, isCheck = true) => ({
  cartNo,
  totalItemPrice: price,
  mixDcAmt: 0,
  discountDcAmt: 0,
  isCheck,
  itemNm: `item ${cartNo}`,
});

describe("mergeCart", () => {
  it("replaces an empty cart and resets check flags", () => {
    const incoming = [{ tnantCd: "S1", items: [item("1", 1000)] }];
    expect(mergeCart([], incoming)).toEqual([{ tnantCd: "S1", items: [{ ...item("1", 1000), isCheck: false }] }]);
  });

  it("updates only the prices of items matched by store and cart number", () => {
    const current = [
      { tnantCd: "S1", items: [item("1", 1000), item("2", 2000, false)] },
      { tnantCd: "S2", items: [item("1", 5000)] },
    ];
    const incoming = [
      { tnantCd: "S1", items: [{ ...item("1", 900, false), mixDcAmt: 100, discountDcAmt: 50, itemNm: "renamed" }] },
      { tnantCd: "S3", items: [item("2", 1)] },
    ];
    const merged = mergeCart(current, incoming);
    expect(merged[0]?.items[0]).toEqual({ ...item("1", 900), mixDcAmt: 100, discountDcAmt: 50 });
    expect(merged[0]?.items[1]).toEqual(item("2", 2000, false));
    expect(merged[1]?.items[0]).toEqual(item("1", 5000));
    expect(merged).toHaveLength(2);
  });

  it("replaces wholesale on a refresh", () => {
    const current = [{ tnantCd: "S1", items: [item("1", 1000)] }];
    const incoming = [{ tnantCd: "S2", items: [item("9", 10)] }];
    expect(mergeCart(current, incoming, { refresh: true })).toEqual(loadCart(incoming));
    expect(loadCart(incoming)[0]?.items[0]?.isCheck).toBe(false);
  });
});
