import { queryOptions, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/http/client";

export const termsHistoryQueryKey = ["terms", "history"] as const;

/**
 * GET user-api /api/membership/agree-terms?history=Y: every version in effect so far of every terms
 * document, each document's in-force version first (decision 382).
 */
export function getTermsHistory() {
  return callEndpoint("agreeTerms", { params: { history: "Y" }, hidden: true });
}

export const termsHistoryQueryOptions = () =>
  queryOptions({ queryKey: termsHistoryQueryKey, queryFn: getTermsHistory });

export function useTermsHistory() {
  return useQuery(termsHistoryQueryOptions());
}
