import { CATALOGUE_STORAGE_KEYS, RECENT_SEARCH_MAX } from "@cellar/contracts/client";
import { readJson, removeKey, writeJson } from "../../../lib/storage";

export { RECENT_SEARCH_MAX };
/** SPEC §3 storage key and §9 limit. */
export const RECENT_SEARCH_KEY = CATALOGUE_STORAGE_KEYS.recentSearches;

export function readRecentSearches(): string[] {
  const stored = readJson<unknown>(RECENT_SEARCH_KEY, []);
  return Array.isArray(stored) ? stored.filter((s): s is string => typeof s === "string" && s !== "") : [];
}

/** Newest first, no duplicates (a repeated term moves to the front), at most 10. Blank terms are ignored. */
export function addRecentSearch(term: string): string[] {
  const word = term.trim();
  if (!word) return readRecentSearches();
  const next = [word, ...readRecentSearches().filter((s) => s !== word)].slice(0, RECENT_SEARCH_MAX);
  writeJson(RECENT_SEARCH_KEY, next);
  return next;
}

export function removeRecentSearch(term: string): string[] {
  const next = readRecentSearches().filter((s) => s !== term);
  writeJson(RECENT_SEARCH_KEY, next);
  return next;
}

export function clearRecentSearches(): string[] {
  removeKey(RECENT_SEARCH_KEY);
  return [];
}
