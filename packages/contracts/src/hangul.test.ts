import { describe, expect, it } from "vitest";
import { CHOSUNG, initialOf, isConsonantJamo, JONGSUNG, JUNGSUNG, jamoOf, syllableParts } from "./hangul";

describe("Hangul syllables", () => {
  it("has the 19 initials, 21 vowels and 28 finals of the Unicode composition", () => {
    expect([CHOSUNG.length, JUNGSUNG.length, JONGSUNG.length]).toEqual([19, 21, 28]);
    // Every syllable decomposes into jamo that compose back to it.
    for (let code = 0xac00; code <= 0xd7a3; code += 97) {
      const ch = String.fromCharCode(code);
      const [l, v, t] = syllableParts(ch)!;
      expect(String.fromCharCode(0xac00 + (l * 21 + v) * 28 + t)).toBe(ch);
    }
  });
  it("reads initials and jamo", () => {
    expect([..."말벡a1"].map(initialOf).join("")).toBe("ㅁㅂa1");
    expect([..."괜찮"].map(jamoOf).join("")).toBe("ㄱㅗㅐㄴㅊㅏㄴㅎ");
    expect(jamoOf("ㄺ")).toBe("ㄹㄱ");
    expect(jamoOf("W")).toBe("W");
    expect(syllableParts("a")).toBeNull();
    expect(["ㄱ", "ㅎ", "ㅏ", "가"].map(isConsonantJamo)).toEqual([true, true, false, false]);
  });
});
