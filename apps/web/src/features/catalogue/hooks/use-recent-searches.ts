import { useCallback, useState } from "react";
import { addRecentSearch, clearRecentSearches, readRecentSearches, removeRecentSearch } from "../rules/recent-searches";

/** The recent search terms (SPEC §9 `rcntSrchVal`: 10 kept, newest first) as React state. */
export function useRecentSearches() {
  const [terms, setTerms] = useState<string[]>(readRecentSearches);
  return {
    terms,
    add: useCallback((term: string) => setTerms(addRecentSearch(term)), []),
    remove: useCallback((term: string) => setTerms(removeRecentSearch(term)), []),
    clear: useCallback(() => setTerms(clearRecentSearches()), []),
  };
}
