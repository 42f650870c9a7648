import { queryOptions, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/http/client";
import { useGlobalState } from "../../../lib/state/global-state";

export const newAlarmCountQueryKey = ["alarms", "newCount"] as const;

/** GET user-api alarms new-cnt into the global store; failures only log and count as 0 (SPEC §8). */
export async function getNewAlarmCount(): Promise<number> {
  let count = 0;
  try {
    count = await callEndpoint("alarmsNewCount", { hidden: true, silent: true });
  } catch (e) {
    console.warn("[alarms] new count failed", e);
  }
  useGlobalState.getState().setNewAlarmCount(count);
  return count;
}

export const newAlarmCountQueryOptions = () =>
  queryOptions({ queryKey: newAlarmCountQueryKey, queryFn: getNewAlarmCount });

/** Only for logged-in members (SPEC §6). */
export function useNewAlarmCount(loggedIn: boolean) {
  return useQuery({ ...newAlarmCountQueryOptions(), enabled: loggedIn });
}
