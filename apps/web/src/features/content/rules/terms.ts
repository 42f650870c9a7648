import type { Term } from "@cellar/contracts/client";

export type TermsDocument = { stplatRegNo: string; current: Term; versions: Term[] };

/**
 * The answer of `agree-terms?history=Y` as documents, in its order: each document's versions with
 * the one in force first (the API's order), `current` being that one.
 */
export function groupTerms(terms: readonly Term[]): TermsDocument[] {
  const docs = new Map<string, Term[]>();
  for (const term of terms) {
    const versions = docs.get(term.stplatRegNo) ?? [];
    versions.push(term);
    docs.set(term.stplatRegNo, versions);
  }
  return [...docs].map(([stplatRegNo, versions]) => {
    const ordered = [...versions.filter((v) => v.inForce), ...versions.filter((v) => !v.inForce)];
    return { stplatRegNo, current: ordered[0]!, versions: ordered };
  });
}
