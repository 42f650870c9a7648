import { describe, expect, it } from "vitest";
import { containsPattern, logKeyword, prefixPattern, searchPlan, trigramSimilarity } from "./search.rules";

describe("search plan", () => {
  it("searches consonant-only terms among initials", () => {
    expect(searchPlan("ㅁㅂ")).toEqual({ mode: "chosung", pattern: "ㅁㅂ" });
    expect(searchPlan(" ㅁ ㄹ ")).toEqual({ mode: "chosung", pattern: "ㅁㄹ" });
  });

  it("joins the words of a text term and keeps them for the every-word retry", () => {
    expect(searchPlan("와인 세트")).toEqual({ mode: "text", joined: "와인세트", words: ["와인", "세트"], jamo: null });
    expect(searchPlan("Kaiken ULTRA")).toMatchObject({ joined: "kaikenultra", words: ["kaiken", "ultra"] });
  });

  it("matches a half-typed syllable on jamo", () => {
    expect(searchPlan("말ㅂ")).toMatchObject({ mode: "text", jamo: "ㅁㅏㄹㅂ" });
  });

  it("has nothing to search for punctuation or spaces", () => {
    expect(searchPlan("  ")).toBeNull();
    expect(searchPlan("!?")).toBeNull();
  });
});

describe("patterns and log", () => {
  it("escapes LIKE wildcards", () => {
    expect(containsPattern("50%_off\\")).toBe("%50\\%\\_off\\\\%");
    expect(prefixPattern("a_b")).toBe("a\\_b%");
  });

  it("logs the term trimmed with single spaces, nothing for an empty one", () => {
    expect(logKeyword("  와인   세트 ")).toBe("와인 세트");
    expect(logKeyword(" ! ")).toBeNull();
  });

  it("measures trigram similarity like pg_trgm", () => {
    expect(trigramSimilarity("malbec", "malbec")).toBe(1);
    expect(trigramSimilarity("ㅁㅏㄹㅂㅔㄱ", "ㅁㅏㄹㅂㅐㄱ")).toBeCloseTo(0.4, 5);
    expect(trigramSimilarity("abc", "xyz")).toBe(0);
  });
});
