import { describe, expect, it } from "vitest";
import {
  isGroupAllChecked,
  isOrderable,
  keepValidChecks,
  type SelectableGroup,
  summarize,
  toggleGroup,
  toggleLine,
} from "./selection";

const line = (cartNo: number, over: Partial<SelectableGroup["items"][number]> = {}) => ({
  cartNo,
  itemQty: 1,
  stockQty: 5,
  soldOutYn: "N" as const,
  totalItemPrice: 10_000,
  mixDcAmt: 0,
  discountDcAmt: 0,
  ...over,
});

const group: SelectableGroup = {
  tnantCd: "T1",
  isTnantActive: true,
  items: [
    line(1, { mixDcAmt: 1_000 }),
    line(2, { discountDcAmt: 500, totalItemPrice: 20_000, itemQty: 2 }),
    line(3, { soldOutYn: "Y", stockQty: 0 }),
    line(4, { itemQty: 6 }),
  ],
};

describe("cart selection", () => {
  it("orders only lines in stock at an active store", () => {
    expect(isOrderable(line(1), { isTnantActive: true })).toBe(true);
    expect(isOrderable(line(1), { isTnantActive: false })).toBe(false);
    expect(isOrderable(line(1, { soldOutYn: "Y" }), { isTnantActive: true })).toBe(false);
    expect(isOrderable(line(1, { itemQty: 6 }), { isTnantActive: true })).toBe(false);
  });

  it("select all checks the orderable lines of the store, and unchecks all when pressed again", () => {
    const all = toggleGroup(group, new Set());
    expect([...all].sort()).toEqual([1, 2]);
    expect(isGroupAllChecked(group, all)).toBe(true);
    expect(toggleGroup(group, all).size).toBe(0);
    expect(isGroupAllChecked(group, toggleLine(1, all))).toBe(false);
  });

  it("adds up the checked lines' server amounts", () => {
    expect(summarize(group, new Set([1, 2, 3]))).toEqual({
      count: 2,
      itemAmt: 30_000,
      mixDcAmt: 1_000,
      discountDcAmt: 500,
      payAmt: 28_500,
    });
  });

  it("drops checks of lines that are gone or not orderable", () => {
    expect([...keepValidChecks([group], new Set([1, 3, 9]))]).toEqual([1]);
  });
});
