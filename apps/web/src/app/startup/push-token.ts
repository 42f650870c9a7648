import { refreshPushToken } from "../../features/auth/api/refresh-push-token";
import { currentMemberNo } from "../../features/auth/state/session-state";
import { getPushToken } from "../../lib/bridge/actions";
import { useGlobalState } from "../../lib/state/global-state";

/**
 * Asks the native app for the push token (1000 ms), keeps it in the global store and, for a
 * signed-in member, sends it to the server. Outside the app or on failure: only logged.
 */
export async function syncPushToken(): Promise<void> {
  try {
    const { pushToken } = await getPushToken();
    if (!pushToken) return;
    useGlobalState.getState().setPushToken(pushToken);
    const mberNo = currentMemberNo();
    if (mberNo) await refreshPushToken({ pushToken, mberNo });
  } catch (e) {
    console.warn("[startup] push token not refreshed", e);
  }
}
