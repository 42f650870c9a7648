import { queryOptions, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/http/client";
import { useSessionState } from "../state/session-state";

export const checkQueryKey = ["auth", "check"] as const;

/**
 * GET auth-api /api/check: the signed-in member's info, also used as a token check, so it runs
 * without the spinner (SPEC §7). Refreshes the session store with the answer.
 */
export async function getCheck() {
  const info = await callEndpoint("check", { hidden: true });
  useSessionState.getState().setLogin(info);
  return info;
}

export const checkQueryOptions = () => queryOptions({ queryKey: checkQueryKey, queryFn: getCheck, retry: false });

export function useCheck(enabled = true) {
  return useQuery({ ...checkQueryOptions(), enabled });
}
