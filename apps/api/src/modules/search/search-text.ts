/**
 * Search keys of the catalogue (docs/decisions/200-search.md). Names are normalised (lower case,
 * accents and spacing removed) so that "와인 세트" and "와인세트" meet, Hangul is decomposed into
 * jamo for typo-tolerant trigram matching, and initial consonants are kept for 초성 search.
 */

import { initialOf, isConsonantJamo, jamoOf } from "@cellar/contracts/hangul";

/** Lower case, NFC, Latin accents dropped, everything but letters and digits removed. */
export function normalizeSearch(text: string): string {
  return text
    .normalize("NFC")
    .toLowerCase()
    .replace(/[\u00c0-\u024f]/g, (c) => c.normalize("NFD").replace(/[\u0300-\u036f]/g, ""))
    .replace(/[^\p{L}\p{N}]/gu, "");
}

/** Words of a query, each normalised; empty words dropped. */
export function searchWords(text: string): string[] {
  return text
    .split(/\s+/)
    .map(normalizeSearch)
    .filter((w) => w.length > 0);
}

/** Initial consonants of the Hangul syllables (말벡 → ㅁㅂ); other letters and digits kept. */
export function toChosung(text: string): string {
  let out = "";
  for (const ch of normalizeSearch(text)) out += initialOf(ch);
  return out;
}

/** Every consonant of the Hangul, finals included (말벡 → ㅁㄹㅂㄱ): what a consonant-only query may mean. */
export function toConsonants(text: string): string {
  return [...toJamo(text)].filter(isConsonantJamo).join("");
}

/** Hangul decomposed into single jamo (말벡 → ㅁㅏㄹㅂㅔㄱ); compound vowels and finals split too. */
export function toJamo(text: string): string {
  let out = "";
  for (const ch of normalizeSearch(text)) out += jamoOf(ch);
  return out;
}

/** A query of consonants only (ㅁㅂ, ㅁㄹ): searched among initial consonants. */
export function isChosungQuery(text: string): boolean {
  const n = normalizeSearch(text);
  return n.length > 0 && [...n].every(isConsonantJamo);
}

/** A query that ends in a syllable still being typed (말ㅂ): matched on jamo. */
export function hasLooseJamo(text: string): boolean {
  return [...normalizeSearch(text)].some((ch) => {
    const code = ch.codePointAt(0)!;
    return code >= 0x3131 && code <= 0x318e;
  });
}

export type SearchSource = {
  itemNm: string;
  itemEngNm: string;
  producer?: string | null;
  grapeOrBase?: string | null;
  regionNm?: string | null;
  /** Extra names (category, country) that should find the product. */
  extra?: string[];
};

export type SearchColumns = { searchText: string; searchChosung: string; searchJamo: string };

/**
 * The three search columns of a product. Fields are joined with "|", which no normalised query
 * contains, so a match never spans two fields (and pg_trgm treats it as a word break).
 */
export function searchColumns(p: SearchSource): SearchColumns {
  const fields = [p.itemNm, p.itemEngNm, p.producer ?? "", p.grapeOrBase ?? "", p.regionNm ?? "", ...(p.extra ?? [])];
  const koreanFields = [p.itemNm, p.grapeOrBase ?? ""];
  return {
    searchText: fields.map(normalizeSearch).filter(Boolean).join("|"),
    // Initials of the Korean name and grape first (ranked higher), then all consonants of them.
    searchChosung: [...koreanFields.map(toChosung), ...koreanFields.map(toConsonants)].filter(Boolean).join("|"),
    searchJamo: [p.itemNm, p.itemEngNm, p.grapeOrBase ?? ""].map(toJamo).filter(Boolean).join("|"),
  };
}
