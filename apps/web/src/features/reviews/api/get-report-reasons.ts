import { CATALOGUE_CODE_GROUPS } from "@cellar/contracts/client";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { getCodeGroup } from "../../../lib/query/use-code-name";

export const reportReasonsQueryKey = ["codes", CATALOGUE_CODE_GROUPS.reviewReport] as const;

/** POST product-api /api/codes ["REVIEW_REPORT_RSN"]: the reasons for reporting a review. */
export function getReportReasons() {
  return getCodeGroup(CATALOGUE_CODE_GROUPS.reviewReport);
}

export const reportReasonsQueryOptions = () =>
  queryOptions({ queryKey: reportReasonsQueryKey, queryFn: getReportReasons, staleTime: 10 * 60_000 });

export function useReportReasons() {
  return useQuery(reportReasonsQueryOptions());
}
