/**
 * Where a typed term occurs in a name, the way the search finds it (issue 4): case-insensitive,
 * spaces ignored on both sides, initial consonants (ㅁㄹ) match syllables (말벡), and a last
 * syllable still being typed (말베) matches the syllable it grows into (말벡). The syllable
 * arithmetic is the API's (@cellar/contracts/hangul).
 */
import { CHOSUNG, HANGUL_FIRST, initialOf, isHangulSyllable as isSyllable, JONGSUNG } from "@cellar/contracts/hangul";

export { initialOf };

const isConsonant = (ch: string) => CHOSUNG.includes(ch);

/** Whether a term is made of initial consonants only (ㅁㄹ, ㅋㅇㅋ). */
export const isInitialsOnly = (term: string) => {
  const t = term.replace(/\s+/g, "");
  return t.length > 0 && [...t].every(isConsonant);
};

function charMatches(q: string, c: string, last: boolean): boolean {
  if (q === c) return true;
  if (isConsonant(q)) return initialOf(c) === q;
  if (last && isSyllable(q) && isSyllable(c)) {
    const qi = q.charCodeAt(0) - HANGUL_FIRST;
    const ci = c.charCodeAt(0) - HANGUL_FIRST;
    // Same initial and vowel, and the typed one has no final consonant yet.
    return qi % 28 === 0 && Math.floor(qi / 28) === Math.floor(ci / 28);
  }
  return false;
}

/**
 * A consonant-only term may also run through final consonants, as the API reads it (ㅁㄹ finds
 * 말벡: ㅁ and ㄹ of 말). [start, end) in characters of the first such run, or null.
 */
function findConsonantRun(chars: string[], query: string[]): [number, number] | null {
  const stream: { c: string; at: number }[] = [];
  chars.forEach((ch, at) => {
    if (isSyllable(ch)) {
      const index = ch.charCodeAt(0) - HANGUL_FIRST;
      stream.push({ c: CHOSUNG[Math.floor(index / 588)] ?? "", at });
      for (const c of JONGSUNG[index % 28] ?? "") stream.push({ c, at });
    } else if (!/\s/.test(ch)) stream.push({ c: ch, at });
  });
  for (let s = 0; s + query.length <= stream.length; s++) {
    if (query.every((q, k) => stream[s + k]?.c === q)) {
      return [stream[s]?.at ?? 0, (stream[s + query.length - 1]?.at ?? 0) + 1];
    }
  }
  return null;
}

/** [start, end) of the first match of `term` in `text`, or null. */
export function findMatch(text: string, term: string): [number, number] | null {
  const query = [...term.toLowerCase().replace(/\s+/g, "")];
  if (query.length === 0) return null;
  const chars = [...text.toLowerCase()];
  // Positions of the non-space characters of the text.
  const positions: number[] = [];
  for (let i = 0; i < chars.length; i++) if (!/\s/.test(chars[i] ?? "")) positions.push(i);
  for (let s = 0; s + query.length <= positions.length; s++) {
    let ok = true;
    for (let k = 0; k < query.length && ok; k++) {
      ok = charMatches(query[k] ?? "", chars[positions[s + k] ?? 0] ?? "", k === query.length - 1);
    }
    if (ok) {
      const start = positions[s] ?? 0;
      const end = (positions[s + query.length - 1] ?? 0) + 1;
      return [start, end];
    }
  }
  return query.every(isConsonant) ? findConsonantRun(chars, query) : null;
}

export type Segment = { text: string; match: boolean };

/** The text split into matched and unmatched parts (one match at most). */
export function highlightSegments(text: string, term: string): Segment[] {
  const found = findMatch(text, term);
  if (!found) return [{ text, match: false }];
  const chars = [...text];
  const [start, end] = found;
  return [
    { text: chars.slice(0, start).join(""), match: false },
    { text: chars.slice(start, end).join(""), match: true },
    { text: chars.slice(end).join(""), match: false },
  ].filter((s) => s.text !== "");
}
