import type { Suggestions } from "@cellar/contracts/client";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { callEndpoint } from "../../../lib/http/client";

/** Typing pauses this long before suggestions are asked for. */
export const SUGGEST_DEBOUNCE_MS = 150;

/** GET product-api /api/search/suggest?q=: product and keyword suggestions while typing. */
export function getSearchSuggest(q: string): Promise<Suggestions> {
  return callEndpoint("searchSuggest", { params: { q }, hidden: true, silent: true });
}

export const searchSuggestOptions = (q: string) =>
  queryOptions({
    queryKey: ["catalogue", "suggest", q] as const,
    queryFn: () => getSearchSuggest(q),
    staleTime: 5 * 60_000,
  });

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/** Suggestions for what is typed, asked ~150 ms after the last keystroke; none for a blank term. */
export function useSearchSuggest(term: string) {
  const q = useDebounced(term.trim().slice(0, 50), SUGGEST_DEBOUNCE_MS);
  const query = useQuery({ ...searchSuggestOptions(q), enabled: q !== "", placeholderData: keepPreviousData });
  return { term: q, data: q === "" ? undefined : query.data, isError: query.isError };
}
