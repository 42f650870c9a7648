import { queryOptions, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/http/client";
import { useMembershipState } from "../state/membership-state";

export const gradeInfoQueryKey = ["membership", "gradeInfo"] as const;

/** GET user-api grade-info: the member's grade and progress, kept in the membership store. */
export async function getGradeInfo() {
  const info = await callEndpoint("gradeInfo", { hidden: true });
  // The browser keeps it; on the server (a loader) the store is every request's.
  if (typeof window !== "undefined") useMembershipState.getState().setGradeInfo(info);
  return info;
}

export const gradeInfoQueryOptions = () => queryOptions({ queryKey: gradeInfoQueryKey, queryFn: getGradeInfo });

export function useGradeInfo(enabled = true) {
  return useQuery({ ...gradeInfoQueryOptions(), enabled });
}
