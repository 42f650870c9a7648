import { useEffect } from "react";
import { useNewAlarmCount } from "../features/alarms/api/get-new-alarm-count";
import { usePushAlarms } from "../features/alarms/hooks/use-push-alarms";
import { useCheck } from "../features/auth/api/check";
import { useCartCount } from "../features/cart/api/get-cart-count";
import { useSpecialGuestRestore } from "../features/special-sales/api/get-special-home";
import { hasAccessToken, isSpecialGuestSession } from "../lib/http/tokens";
import { useGlobalState } from "../lib/state/global-state";

/**
 * Member data the shell keeps fresh: `/api/check` once at start when a token exists (hidden, it
 * refreshes the member info), and the alarm and cart counts only while logged in (SPEC §6).
 */
export function MemberEffects() {
  const loggedIn = useGlobalState((s) => s.isLoggedIn);
  const specialGuest = useGlobalState((s) => s.specialGuest.authorized);

  // A special-sales guest's token is no member's: no member check for it (decision 398).
  useCheck(hasAccessToken() && !isSpecialGuestSession());
  // A special-sales guest's session read again at start: the shell's flag (not stored) and so its cart count.
  useSpecialGuestRestore(isSpecialGuestSession());
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
    // Signed in as a member, the shell counts the member's cart (a guest session ended with it).
    if (loggedIn && specialGuest) store.resetSpecialGuest();
  }, [loggedIn, specialGuest]);

  return null;
}
