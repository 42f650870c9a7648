import type { Grade } from "@cellar/contracts/client";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/http/client";
import { useMembershipState } from "../state/membership-state";

export const gradesQueryKey = ["membership", "grades"] as const;

/** GET user-api grades: the grade table, kept in the membership store. Start-up data: silent. */
export async function getGrades(): Promise<Grade[]> {
  const grades = await callEndpoint("grades", { hidden: true, silent: true });
  // The browser keeps it; on the server (a loader) the store is every request's.
  if (typeof window !== "undefined") useMembershipState.getState().setGrades(grades);
  return grades;
}

export const gradesQueryOptions = () =>
  queryOptions({ queryKey: gradesQueryKey, queryFn: getGrades, staleTime: 60 * 60 * 1000 });

export function useGrades() {
  return useQuery(gradesQueryOptions());
}
