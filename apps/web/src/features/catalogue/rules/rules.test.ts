// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import { findMatch, highlightSegments, initialOf, isInitialsOnly } from "./highlight";
import { euro } from "./josa";
import {
  activeFilterCount,
  EMPTY_FILTERS,
  MAX_RESTORED_PAGES,
  readListState,
  toggleIn,
  toggleOne,
  toProductQuery,
  withCategory,
  writeListState,
} from "./list-params";
import { PRODUCT_LIST_KEY, readStoredListQuery, saveGoodsSearchState } from "./list-storage";

const qs = (s: string) => new URLSearchParams(s);

describe("list state in the URL", () => {
  it("reads every filter, the sort and the page under the API's names", () => {
    const state = readListState(
      qs(
        "category=10&sCategories=1010&sCategories=1040&score=90&price=P2&country=FR&country=IT&pairing=BEEF&sort=03&page=3",
      ),
    );
    expect(state).toEqual({
      category: "10",
      sCategories: ["1010", "1040"],
      score: "90",
      price: "P2",
      country: ["FR", "IT"],
      pairing: ["BEEF"],
      sort: "03",
      page: 3,
    });
    expect(writeListState(state).toString()).toBe(
      "category=10&sCategories=1010&sCategories=1040&score=90&price=P2&country=FR&country=IT&pairing=BEEF&sort=03&page=3",
    );
  });

  it("falls back to the defaults for bad values and leaves the defaults out of the address", () => {
    const state = readListState(qs("sort=99&page=-2&country=F%20R&score=&category=<x>&sCategories=1010"));
    expect(state).toEqual({
      ...EMPTY_FILTERS,
      category: undefined,
      score: undefined,
      price: undefined,
      sort: "01",
      page: 1,
    });
    expect(writeListState(state).toString()).toBe("");
    expect(readListState(qs("page=9999")).page).toBe(MAX_RESTORED_PAGES);
    expect(readListState(qs("country=FR&country=FR")).country).toEqual(["FR"]);
  });

  it("keeps sub-classes only inside their large class", () => {
    expect(readListState(qs("category=20&sCategories=1010&sCategories=2010")).sCategories).toEqual(["2010"]);
    const f = { ...EMPTY_FILTERS, category: "10", sCategories: ["1010"] };
    expect(withCategory(f, "10").sCategories).toEqual(["1010"]);
    expect(withCategory(f, "20")).toMatchObject({ category: "20", sCategories: [] });
    expect(withCategory(f, undefined)).toMatchObject({ category: undefined, sCategories: [] });
  });

  it("builds the products query without the page, with the search word", () => {
    const state = readListState(qs("country=FR&sort=05&page=4"));
    expect(toProductQuery(state, "  말벡 ")).toEqual({
      category: undefined,
      sCategories: [],
      score: undefined,
      price: undefined,
      country: ["FR"],
      pairing: [],
      sort: "05",
      searchWord: "말벡",
      pageSize: 10,
    });
    expect(toProductQuery(state, "   ").searchWord).toBeUndefined();
  });

  it("counts chosen filter values and toggles chips", () => {
    expect(activeFilterCount(readListState(qs("category=10&sCategories=1010&score=90&country=FR&country=IT")))).toBe(5);
    expect(activeFilterCount(EMPTY_FILTERS)).toBe(0);
    expect(toggleIn(["FR"], "IT")).toEqual(["FR", "IT"]);
    expect(toggleIn(["FR", "IT"], "FR")).toEqual(["IT"]);
    expect(toggleOne("90", "90")).toBeUndefined();
    expect(toggleOne("90", "95")).toBe("95");
  });
});

describe("prodLstParam", () => {
  beforeEach(() => localStorage.clear());

  it("stores the goods search state of SPEC §3 and gives back the list's filters and sort, not its page", () => {
    const state = readListState(qs("category=10&country=FR&sort=03&page=3"));
    saveGoodsSearchState(state, { title: "와인", totalCnt: 95 });
    const stored = JSON.parse(localStorage.getItem(PRODUCT_LIST_KEY) ?? "{}");
    expect(stored).toMatchObject({
      title: "와인",
      pageInfo: { pageNo: 3, pageSize: 10, totalCnt: 95, totalPages: 10 },
      selectedSort: "03",
      selectedFilter: { category: "10", country: ["FR"], selectedCategoryCd: "10", score: null },
      searchWord: "",
    });
    expect(readStoredListQuery()).toBe("category=10&country=FR&sort=03");
  });

  it("gives nothing back for a search, a default list or a corrupt value", () => {
    saveGoodsSearchState(readListState(qs("country=FR")), { title: "x", searchWord: "말벡", totalCnt: 1 });
    expect(readStoredListQuery()).toBeNull();
    saveGoodsSearchState(readListState(qs("page=2")), { title: "x", totalCnt: 30 });
    expect(readStoredListQuery()).toBeNull();
    localStorage.setItem(PRODUCT_LIST_KEY, "{not json");
    expect(readStoredListQuery()).toBeNull();
  });
});

describe("highlight", () => {
  it("finds plain, spaced and case-insensitive matches", () => {
    expect(findMatch("카이켄 울트라 말벡", "말벡")).toEqual([8, 10]);
    expect(findMatch("카이켄 울트라 말벡", "울트라말벡")).toEqual([4, 10]);
    expect(findMatch("Caiken Ultra Malbec", "malbec")).toEqual([13, 19]);
    expect(findMatch("Caiken", "xyz")).toBeNull();
    expect(findMatch("Caiken", "  ")).toBeNull();
  });

  it("matches initial consonants and a syllable still being typed", () => {
    expect(initialOf("말")).toBe("ㅁ");
    expect(initialOf("a")).toBe("a");
    expect(isInitialsOnly("ㅁㄹ")).toBe(true);
    expect(isInitialsOnly("ㅁ라")).toBe(false);
    expect(findMatch("카이켄 울트라 말벡", "ㅁㅂ")).toEqual([8, 10]);
    // Consonants may run through finals, as the API reads them: ㅁㄹ is 말.
    expect(findMatch("카이켄 울트라 말벡", "ㅁㄹ")).toEqual([8, 9]);
    expect(findMatch("카이켄 울트라 말벡", "ㄹㅂㄱ")).toEqual([8, 10]);
    expect(findMatch("카이켄 울트라 말벡", "ㅎㅎ")).toBeNull();
    expect(findMatch("카이켄 울트라 말벡", "말베")).toEqual([8, 10]);
    // A completed syllable must match exactly.
    expect(findMatch("카이켄 울트라 말벡", "말벤")).toBeNull();
    // Only the last syllable may be partial.
    expect(findMatch("말벡", "마벡")).toBeNull();
  });

  it("splits the text into the match and the rest", () => {
    expect(highlightSegments("카이켄 울트라 말벡", "ㅁㅂ")).toEqual([
      { text: "카이켄 울트라 ", match: false },
      { text: "말벡", match: true },
    ]);
    expect(highlightSegments("Malbec", "zz")).toEqual([{ text: "Malbec", match: false }]);
  });
});

describe("(으)로", () => {
  it("follows the last syllable", () => {
    expect(euro("말벡")).toBe("으로");
    expect(euro("카베르네")).toBe("로");
    expect(euro("샤블리")).toBe("로");
    expect(euro("와일")).toBe("로");
    expect(euro("malbec")).toBe("(으)로");
  });
});
