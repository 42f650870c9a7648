import { stripControlChars } from "@cellar/contracts";
import { isChosungQuery, normalizeSearch, searchWords, toJamo } from "./search-text";

/**
 * How a search term is matched (docs/decisions/200-search.md):
 * - consonants only (ㅁㅂ, ㅁㄹ): `chosung`, a substring of the initials or of all consonants;
 * - otherwise `text`: the whole term without spaces is a substring of the normalised names (so
 *   와인 세트 = 와인세트), and a half-typed syllable (말ㅂ) matches on jamo. When that finds nothing,
 *   the list retries with `byWords`: every word of the term somewhere in the names (카이켄 말벡).
 */
export type SearchPlan =
  | { mode: "chosung"; pattern: string }
  | { mode: "text"; joined: string; words: string[]; jamo: string | null; byWords?: boolean };

export function searchPlan(term: string): SearchPlan | null {
  const words = searchWords(term);
  const joined = words.join("");
  if (joined === "") return null;
  if (isChosungQuery(joined)) return { mode: "chosung", pattern: joined };
  const jamo = toJamo(joined);
  // Jamo matching only helps a term that ends in a loose consonant or vowel.
  const loose = /[\u3131-\u318e]/.test(joined);
  return { mode: "text", joined, words, jamo: loose ? jamo : null };
}

/** `%…%` for LIKE with the pattern's own % _ \ escaped. */
export const containsPattern = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
export const prefixPattern = (s: string) => `${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The keyword as logged for popular terms: without control characters (which PostgreSQL may
 * refuse), trimmed, single spaces, at most 50 characters.
 */
export function logKeyword(term: string): string | null {
  const k = stripControlChars(term).trim().replace(/\s+/g, " ").slice(0, 50);
  return normalizeSearch(k) === "" ? null : k;
}

/** Trigram similarity of two strings as pg_trgm counts it (padded words, shared/union). */
export function trigramSimilarity(a: string, b: string): number {
  const grams = (s: string) => {
    const set = new Set<string>();
    const chars = [" ", " ", ...s, " "];
    for (let i = 0; i + 3 <= chars.length; i++) set.add(chars.slice(i, i + 3).join(""));
    return set;
  };
  const ga = grams(a);
  const gb = grams(b);
  let shared = 0;
  for (const g of ga) if (gb.has(g)) shared++;
  const union = ga.size + gb.size - shared;
  return union === 0 ? 0 : shared / union;
}
