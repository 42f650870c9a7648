import type { CommunityReportInput } from "@cellar/contracts/client";
import { useMutation } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/http/client";

/** POST user-api /api/community/reports {targetType, targetNo, reasonCd, detail}. */
export const report = (input: CommunityReportInput) => callEndpoint("communityReport", { data: input, silent: true });

export function useReport() {
  return useMutation({ mutationFn: report });
}
