// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { useViewedGoodsState } from "./viewed-goods-state";

const NOW = new Date(Date.UTC(2026, 10, 23, 3, 0, 0));
const at = (ms: number) => new Date(NOW.getTime() + ms);

describe("viewed goods store", () => {
  it("records newest first without duplicates, in localStorage under viewedGoods", () => {
    const store = useViewedGoodsState.getState();
    store.clear();
    store.record("W0001", at(-10));
    store.record("W0002", at(0));
    store.record("W0001", at(10));
    expect(useViewedGoodsState.getState().entries.map((e) => e.itemCd)).toEqual(["W0001", "W0002"]);
    const stored = JSON.parse(localStorage.getItem("viewedGoods") ?? "[]") as { itemCd: string }[];
    expect(stored.map((e) => e.itemCd)).toEqual(["W0001", "W0002"]);
  });

  it("drops entries that aged out when re-read, and removes one or all", () => {
    const store = useViewedGoodsState.getState();
    store.clear();
    store.record("OLD", at(-31 * 24 * 60 * 60 * 1000));
    store.record("NEW", at(0));
    expect(store.current(NOW).map((e) => e.itemCd)).toEqual(["NEW"]);
    store.record("W0003", at(5));
    store.remove("NEW");
    expect(useViewedGoodsState.getState().entries.map((e) => e.itemCd)).toEqual(["W0003"]);
    store.clear();
    expect(localStorage.getItem("viewedGoods")).toBeNull();
  });
});
