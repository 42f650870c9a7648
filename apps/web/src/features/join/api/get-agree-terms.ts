import type { Term } from "@cellar/contracts/client";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/http/client";

/** GET agree-terms: the current version of every term, in display order. */
export async function getAgreeTerms(): Promise<Term[]> {
  const terms = await callEndpoint("agreeTerms");
  return [...terms].sort((a, b) => a.sortOrdr - b.sortOrdr);
}

export const agreeTermsQueryOptions = () =>
  queryOptions({ queryKey: ["join", "agree-terms"], queryFn: getAgreeTerms, staleTime: 10 * 60_000 });

export function useAgreeTerms() {
  return useQuery(agreeTermsQueryOptions());
}
