import { describe, expect, it } from "vitest";
import {
  hasLooseJamo,
  isChosungQuery,
  normalizeSearch,
  searchColumns,
  searchWords,
  toChosung,
  toConsonants,
  toJamo,
} from "./search-text";

describe("search text", () => {
  it("normalises case, spacing, punctuation and Latin accents", () => {
    expect(normalizeSearch("와인 세트")).toBe(normalizeSearch("와인세트"));
    expect(normalizeSearch("Moët & Chandon")).toBe("moetchandon");
    expect(normalizeSearch("  Cuvée  ")).toBe("cuvee");
    expect(searchWords(" 카이켄   말벡 ")).toEqual(["카이켄", "말벡"]);
  });

  it("takes initial consonants of Hangul syllables and keeps other letters", () => {
    expect(toChosung("말벡")).toBe("ㅁㅂ");
    expect(toChosung("카이켄 울트라 말벡")).toBe("ㅋㅇㅋㅇㅌㄹㅁㅂ");
    expect(toChosung("화요 41")).toBe("ㅎㅇ41");
  });

  it("lists every consonant, finals included", () => {
    expect(toConsonants("말벡")).toBe("ㅁㄹㅂㄱ");
    expect(toConsonants("닭")).toBe("ㄷㄹㄱ");
  });

  it("decomposes syllables, compound vowels and finals into jamo", () => {
    expect(toJamo("말벡")).toBe("ㅁㅏㄹㅂㅔㄱ");
    expect(toJamo("뵈브")).toBe("ㅂㅗㅣㅂㅡ");
    expect(toJamo("닭")).toBe("ㄷㅏㄹㄱ");
    expect(toJamo("ㄺ")).toBe("ㄹㄱ");
    expect(toJamo("Malbec")).toBe("malbec");
  });

  it("tells consonant-only queries and half-typed ones", () => {
    expect(isChosungQuery("ㅁㅂ")).toBe(true);
    expect(isChosungQuery("ㅁ ㄹ")).toBe(true);
    expect(isChosungQuery("말ㅂ")).toBe(false);
    expect(isChosungQuery("")).toBe(false);
    expect(hasLooseJamo("말ㅂ")).toBe(true);
    expect(hasLooseJamo("말벡")).toBe(false);
  });

  it("builds the three columns with fields kept apart", () => {
    const c = searchColumns({
      itemNm: "카이켄 울트라 말벡",
      itemEngNm: "Kaiken Ultra Malbec",
      producer: "Kaiken",
      grapeOrBase: "말벡",
      regionNm: "멘도사",
    });
    expect(c.searchText.split("|")).toEqual(["카이켄울트라말벡", "kaikenultramalbec", "kaiken", "말벡", "멘도사"]);
    expect(c.searchChosung).toContain("ㅁㅂ");
    expect(c.searchChosung).toContain("ㅁㄹ");
    expect(c.searchJamo).toContain("ㅁㅏㄹㅂㅔㄱ");
  });
});
