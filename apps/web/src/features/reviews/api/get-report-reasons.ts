import { CATALOGUE_CODE_GROUPS } from "@cellar/contracts/client";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/http/client";

export const reportReasonsQueryKey = ["codes", CATALOGUE_CODE_GROUPS.reviewReport] as const;

/** POST product-api /api/codes ["REVIEW_REPORT_RSN"]: the reasons for reporting a review. */
export async function getReportReasons() {
  const codes = await callEndpoint("codes", { data: [CATALOGUE_CODE_GROUPS.reviewReport], hidden: true, silent: true });
  return codes[CATALOGUE_CODE_GROUPS.reviewReport] ?? [];
}

export const reportReasonsQueryOptions = () =>
  queryOptions({ queryKey: reportReasonsQueryKey, queryFn: getReportReasons, staleTime: 10 * 60_000 });

export function useReportReasons() {
  return useQuery(reportReasonsQueryOptions());
}
