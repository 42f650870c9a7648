/**
 * Hangul syllable arithmetic shared by the API's search keys (apps/api modules/search) and the
 * web's match highlighting (features/catalogue/rules/highlight.ts), so both read 초성 and jamo the
 * same way (docs/decisions/200-search.md). A precomposed syllable is
 * 0xAC00 + (initial × 21 + vowel) × 28 + final.
 */

export const HANGUL_FIRST = 0xac00;
export const HANGUL_LAST = 0xd7a3;

/** Initial consonants by index. */
export const CHOSUNG = [..."ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ"];

/** Vowels by index, compound ones split (ㅘ → ㅗㅏ). */
export const JUNGSUNG = "ㅏ ㅐ ㅑ ㅒ ㅓ ㅔ ㅕ ㅖ ㅗ ㅗㅏ ㅗㅐ ㅗㅣ ㅛ ㅜ ㅜㅓ ㅜㅔ ㅜㅣ ㅠ ㅡ ㅡㅣ ㅣ".split(" ");

/** Final consonants by index (0 = none), compound ones split (ㄺ → ㄹㄱ). */
export const JONGSUNG = [
  "",
  ..."ㄱ ㄲ ㄱㅅ ㄴ ㄴㅈ ㄴㅎ ㄷ ㄹ ㄹㄱ ㄹㅁ ㄹㅂ ㄹㅅ ㄹㅌ ㄹㅍ ㄹㅎ ㅁ ㅂ ㅂㅅ ㅅ ㅆ ㅇ ㅈ ㅊ ㅋ ㅌ ㅍ ㅎ".split(
    " ",
  ),
];

/** Compound compatibility jamo typed on their own, split like the decomposed syllables. */
export const COMPOUND_JAMO: Readonly<Record<string, string>> = {
  ㄳ: "ㄱㅅ",
  ㄵ: "ㄴㅈ",
  ㄶ: "ㄴㅎ",
  ㄺ: "ㄹㄱ",
  ㄻ: "ㄹㅁ",
  ㄼ: "ㄹㅂ",
  ㄽ: "ㄹㅅ",
  ㄾ: "ㄹㅌ",
  ㄿ: "ㄹㅍ",
  ㅀ: "ㄹㅎ",
  ㅄ: "ㅂㅅ",
  ㅘ: "ㅗㅏ",
  ㅙ: "ㅗㅐ",
  ㅚ: "ㅗㅣ",
  ㅝ: "ㅜㅓ",
  ㅞ: "ㅜㅔ",
  ㅟ: "ㅜㅣ",
  ㅢ: "ㅡㅣ",
};

/** Whether a character (its first code unit) is a precomposed Hangul syllable (가–힣). */
export function isHangulSyllable(ch: string): boolean {
  const code = ch.charCodeAt(0);
  return code >= HANGUL_FIRST && code <= HANGUL_LAST;
}

/** A syllable's [initial, vowel, final] indexes, or null for any other character. */
export function syllableParts(ch: string): [number, number, number] | null {
  if (!isHangulSyllable(ch)) return null;
  const index = ch.charCodeAt(0) - HANGUL_FIRST;
  return [Math.floor(index / 588), Math.floor((index % 588) / 28), index % 28];
}

/** The initial consonant of a syllable (말 → ㅁ), or the character itself. */
export function initialOf(ch: string): string {
  const parts = syllableParts(ch);
  return parts ? (CHOSUNG[parts[0]] ?? ch) : ch;
}

/** A syllable as single jamo (말 → ㅁㅏㄹ, 괜 → ㄱㅗㅐㄴ); a compound jamo split; anything else as it is. */
export function jamoOf(ch: string): string {
  const parts = syllableParts(ch);
  if (!parts) return COMPOUND_JAMO[ch] ?? ch;
  return (CHOSUNG[parts[0]] ?? "") + (JUNGSUNG[parts[1]] ?? "") + (JONGSUNG[parts[2]] ?? "");
}

/** A compatibility consonant ㄱ–ㅎ (U+3131–U+314E). */
export function isConsonantJamo(ch: string): boolean {
  const code = ch.codePointAt(0) ?? 0;
  return code >= 0x3131 && code <= 0x314e;
}
