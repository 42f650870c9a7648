import type { ReviewReport } from "@cellar/contracts/client";
import { useMutation } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/http/client";

/** POST product-api /api/reviews/{reviewNo}/report {reasonCd, detail}. */
export const reportReview = (reviewNo: string, report: ReviewReport) =>
  callEndpoint("reviewReport", { pathParams: { reviewNo }, data: report, silent: true });

export function useReportReview(reviewNo: string) {
  return useMutation({ mutationFn: (report: ReviewReport) => reportReview(reviewNo, report) });
}
