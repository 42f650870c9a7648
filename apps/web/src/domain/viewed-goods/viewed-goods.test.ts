// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { addViewedGoods, currentViewedGoods, removeViewedGoods } from "./viewed-goods";

const DAY = 86_400_000;
const now = new Date("2026-06-15T01:00:00Z");
const daysAgo = (n: number) => new Date(now.getTime() - n * DAY);

describe("viewed goods", () => {
  it("keeps newest first under the viewedGoods key, moving a re-viewed item to the front", () => {
    addViewedGoods("A", daysAgo(3));
    addViewedGoods("B", daysAgo(2));
    addViewedGoods("A", daysAgo(1));
    const list = currentViewedGoods(now);
    expect(list.map((e) => e.itemCd)).toEqual(["A", "B"]);
    expect(list[0]?.viewedAt).toBe(daysAgo(1).toISOString());
    expect(JSON.parse(localStorage.getItem("viewedGoods") ?? "[]")).toHaveLength(2);
  });

  it("drops entries older than 30 days", () => {
    addViewedGoods("OLD", daysAgo(31));
    addViewedGoods("EDGE", daysAgo(30));
    addViewedGoods("NEW", daysAgo(0));
    expect(currentViewedGoods(now).map((e) => e.itemCd)).toEqual(["NEW", "EDGE"]);
  });

  it("keeps at most 30", () => {
    for (let i = 0; i < 35; i++) addViewedGoods(`I${i}`, new Date(now.getTime() - (35 - i) * 60_000));
    const list = currentViewedGoods(now);
    expect(list).toHaveLength(30);
    expect(list[0]?.itemCd).toBe("I34");
    expect(list[29]?.itemCd).toBe("I5");
  });

  it("cleans up duplicates and junk already in storage, and removes one item", () => {
    localStorage.setItem(
      "viewedGoods",
      JSON.stringify([
        { itemCd: "A", viewedAt: daysAgo(5).toISOString() },
        { itemCd: "A", viewedAt: daysAgo(1).toISOString() },
        { itemCd: 7 },
        null,
      ]),
    );
    expect(currentViewedGoods(now)).toEqual([{ itemCd: "A", viewedAt: daysAgo(1).toISOString() }]);
    expect(removeViewedGoods("A", now)).toEqual([]);
  });
});
