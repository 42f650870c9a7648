import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { onNativeEvent } from "../../../lib/bridge/bridge";
import { invalidateAfterChange } from "../../../lib/query/after-change";
import { useGlobalState } from "../../../lib/state/global-state";
import { alarmsQueryKey } from "../api/get-alarms";
import { newAlarmCountQueryKey } from "../api/get-new-alarm-count";

type PushData = { title?: unknown; body?: unknown };

/** The text of a push toast: its title, else its body, else the generic 'new notification' text. */
export function pushToastText(data: unknown, fallback: string): string {
  const d = (data ?? {}) as PushData;
  if (typeof d.title === "string" && d.title.trim()) return d.title.trim();
  if (typeof d.body === "string" && d.body.trim()) return d.body.trim();
  return fallback;
}

/**
 * A push arriving through the bridge (`cellarBridgeEvent({type: 'push'})`) refreshes the unread
 * count and the list, and shows a toast. Members only.
 */
export function usePushAlarms(loggedIn: boolean): void {
  const queryClient = useQueryClient();
  const { t } = useTranslation("alarms");

  useEffect(() => {
    if (!loggedIn) return;
    return onNativeEvent("push", (data) => {
      void invalidateAfterChange(queryClient, newAlarmCountQueryKey, alarmsQueryKey);
      useGlobalState.getState().showToast(pushToastText(data, t("pushFallback")));
    });
  }, [loggedIn, queryClient, t]);
}
