import { queryOptions, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/http/client";

/** GET product-api /api/search/popular: the most searched terms, rank order. */
export function getSearchPopular() {
  return callEndpoint("searchPopular", { hidden: true, silent: true });
}

export const searchPopularOptions = () =>
  queryOptions({ queryKey: ["catalogue", "popular"] as const, queryFn: getSearchPopular, staleTime: 10 * 60_000 });

export const useSearchPopular = () => useQuery(searchPopularOptions());
