import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/http/client";
import { invalidateAfterChange, replaceQueryData } from "../../../lib/query/after-change";
import { useGlobalState } from "../../../lib/state/global-state";
import { alarmsQueryKey } from "./get-alarms";
import { newAlarmCountQueryKey } from "./get-new-alarm-count";

/** PATCH user-api alarms/{alarmNo}/read: marks one read; the answer is the new unread count. */
export const readAlarm = (alarmNo: number) =>
  callEndpoint("alarmRead", { pathParams: { alarmNo }, hidden: true, silent: true });

/** PATCH user-api alarms/read-all: marks every notification read. */
export const readAllAlarms = () => callEndpoint("alarmReadAll");

function useAfterRead() {
  const queryClient = useQueryClient();
  return {
    onSuccess: ({ newCnt }: { newCnt: number }) => {
      useGlobalState.getState().setNewAlarmCount(newCnt);
      void replaceQueryData(queryClient, newAlarmCountQueryKey, newCnt);
    },
    onSettled: () => invalidateAfterChange(queryClient, alarmsQueryKey),
  };
}

export function useReadAlarm() {
  return useMutation({ mutationFn: readAlarm, ...useAfterRead() });
}

export function useReadAllAlarms() {
  return useMutation({ mutationFn: readAllAlarms, ...useAfterRead() });
}
