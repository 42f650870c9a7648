import { WISH_TOAST_MS } from "@cellar/contracts/client";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { invalidateAfterChange } from "../../../lib/query/after-change";
import { useGlobalState } from "../../../lib/state/global-state";
import { addToWishlist } from "../api/add-to-wishlist";
import { wishlistQueryKey } from "../api/get-wishlist";
import { removeFromWishlist } from "../api/remove-from-wishlist";
import styles from "./wish-heart.module.css";

type WishHeartProps = {
  itemCd: string;
  /** In the member's wish-list according to the server. */
  initial: boolean;
  isMember: boolean;
  onLoginRequired: () => void;
  /** `bar`: the bordered square of the product page's bottom bar; `overlay`: over a card image. */
  look?: "bar" | "overlay";
};

/**
 * Wish-list like/unlike (SPEC §4). The toast 'added to/removed from wish list' shows for 1000 ms
 * whether or not the call succeeds (SPEC §8); a failure is only logged and the heart goes back.
 */
export function WishHeart({ itemCd, initial, isMember, onLoginRequired, look = "bar" }: WishHeartProps) {
  const { t } = useTranslation("wishlist");
  const queryClient = useQueryClient();
  const [on, setOn] = useState(initial);
  const pending = useRef(false);
  // Shown too: a second tap waits for the first call (the button is disabled meanwhile).
  const [busy, setBusy] = useState(false);
  // The pop plays when the member taps the heart on, not when a liked item's page opens: on a page
  // load it is ~16 frames to composite while the page starts (decision 317).
  const [tapped, setTapped] = useState(false);

  useEffect(() => {
    if (!pending.current) setOn(initial);
  }, [initial]);

  const toggle = async () => {
    if (!isMember) return onLoginRequired();
    if (pending.current) return;
    const next = !on;
    pending.current = true;
    setBusy(true);
    setTapped(true);
    setOn(next);
    useGlobalState.getState().showToast(next ? t("added") : t("removed"), WISH_TOAST_MS);
    try {
      await (next ? addToWishlist(itemCd) : removeFromWishlist(itemCd));
    } catch (e) {
      console.warn(`[wishlist] ${next ? "add" : "remove"} ${itemCd} failed`, e);
      setOn(!next);
    } finally {
      pending.current = false;
      setBusy(false);
      void invalidateAfterChange(queryClient, wishlistQueryKey, ["products", "detail", itemCd]);
    }
  };

  return (
    <button
      type="button"
      className={look === "bar" ? styles.bar : styles.overlay}
      aria-pressed={on}
      disabled={busy}
      aria-label={on ? t("heartOn") : t("heartOff")}
      onClick={() => void toggle()}
      data-wish={on ? "on" : "off"}
    >
      <svg
        width="24"
        height="24"
        viewBox="0 0 24 24"
        aria-hidden="true"
        className={!on ? styles.off : tapped ? `${styles.on} ${styles.pop}` : styles.on}
      >
        <path
          d="M12 20.5s-7.3-4.5-9.3-9.1C1.3 8 3.4 4.5 7 4.5c2.1 0 3.7 1.1 5 2.8 1.3-1.7 2.9-2.8 5-2.8 3.6 0 5.7 3.5 4.3 6.9-2 4.6-9.3 9.1-9.3 9.1z"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
