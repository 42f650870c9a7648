// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { addRecentSearch, clearRecentSearches, readRecentSearches, removeRecentSearch } from "./recent-searches";

describe("recent searches", () => {
  it("stores under rcntSrchVal, newest first, without duplicates, at most 10", () => {
    for (let i = 1; i <= 12; i++) addRecentSearch(`w${i}`);
    expect(readRecentSearches()).toHaveLength(10);
    expect(readRecentSearches()[0]).toBe("w12");
    addRecentSearch(" w5 ");
    expect(readRecentSearches().slice(0, 2)).toEqual(["w5", "w12"]);
    expect(readRecentSearches().filter((w) => w === "w5")).toHaveLength(1);
    expect(JSON.parse(localStorage.getItem("rcntSrchVal") ?? "[]")[0]).toBe("w5");
    addRecentSearch("   ");
    expect(readRecentSearches()).toHaveLength(10);
  });

  it("deletes one or all", () => {
    addRecentSearch("와인");
    addRecentSearch("위스키");
    expect(removeRecentSearch("와인")).toEqual(["위스키"]);
    expect(clearRecentSearches()).toEqual([]);
    expect(readRecentSearches()).toEqual([]);
  });
});
