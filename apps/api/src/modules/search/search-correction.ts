import type { Db } from "../../app/query";
import type * as SearchRepository from "./search.repository";
import { trigramSimilarity } from "./search.rules";
import { normalizeSearch, toJamo } from "./search-text";

/** Word similarity (pg_trgm) a typo must reach; 0.6 by default, lowered for short Korean words. */
const THRESHOLD = 0.4;
/** How similar (jamo trigrams) the chosen replacement word must be to the typed one. */
const MIN_WORD_SIMILARITY = 0.25;

/**
 * The term with each word that matches nothing replaced by the closest word of a product name
 * (jamo trigrams, so 말백 → 말벡 and cabernat → cabernet); null when nothing is close enough.
 */
export async function correctTerm(
  repo: Pick<typeof SearchRepository, "someNameContains" | "closestNamesWithin">,
  db: Db,
  term: string,
): Promise<string | null> {
  const words = term
    .trim()
    .split(/\s+/)
    .filter((w) => normalizeSearch(w) !== "");
  if (words.length === 0) return null;
  const out: string[] = [];
  let changed = false;
  for (const word of words) {
    const jamo = toJamo(word);
    if (await repo.someNameContains(db, normalizeSearch(word))) {
      out.push(word);
      continue;
    }
    const names = await repo.closestNamesWithin(db, jamo, 5, THRESHOLD);
    const candidates = names.flatMap((n) =>
      [n.itemNm, n.itemEngNm, n.grapeOrBase ?? "", n.producer ?? ""].flatMap((s) => [s, ...s.split(/[\s,]+/)]),
    );
    let best: { word: string; score: number } | null = null;
    for (const c of new Set(candidates.map((c) => c.trim()).filter(Boolean))) {
      const score = trigramSimilarity(toJamo(c), jamo);
      if (!best || score > best.score) best = { word: c, score };
    }
    if (!best || best.score < MIN_WORD_SIMILARITY) return null;
    out.push(/[a-z]/i.test(word) ? best.word.toLowerCase() : best.word);
    changed = true;
  }
  return changed ? out.join(" ") : null;
}
