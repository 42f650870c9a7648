import { useEffect } from "react";
import { useNewAlarmCount } from "../features/alarms/api/get-new-alarm-count";
import { usePushAlarms } from "../features/alarms/hooks/use-push-alarms";
import { useCheck } from "../features/auth/api/check";
import { useCartCount } from "../features/cart/api/get-cart-count";
import { hasAccessToken } from "../lib/http/tokens";
import { useGlobalState } from "../lib/state/global-state";

/**
 * Member data the shell keeps fresh: `/api/check` once at start when a token exists (hidden, it
 * refreshes the member info), and the alarm and cart counts only while logged in (SPEC §6).
 */
export function MemberEffects() {
  const loggedIn = useGlobalState((s) => s.isLoggedIn);
  const specialGuest = useGlobalState((s) => s.specialGuest.authorized);

  useCheck(hasAccessToken());
  useNewAlarmCount(loggedIn);
  usePushAlarms(loggedIn);
  useCartCount({ loggedIn, specialGuest });

  // Once, after the first render (or the hydration of the server's markup): the page responds now.
  useEffect(() => {
    document.documentElement.dataset.appReady = "true";
  }, []);

  useEffect(() => {
    const store = useGlobalState.getState();
    if (!loggedIn) store.setNewAlarmCount(0);
    if (!loggedIn && !specialGuest) store.setCartCount(0);
  }, [loggedIn, specialGuest]);

  return null;
}
