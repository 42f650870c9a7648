import { useEffect, useRef } from "react";
import { useGlobalState } from "../../lib/state/global-state";
import { openPopupDepth, pushPopup } from "./popup-stack";

/**
 * While `open`: registers the popup for the native back event, locks scrolling, raises the child
 * popup flag and the open-popup count (unless `countAsPopup` is false, as for the coupon barcode).
 */
export function usePopupLifecycle(open: boolean, onClose: () => void, countAsPopup = true): void {
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    if (!open) return;
    const store = useGlobalState.getState();
    const release = pushPopup(() => closeRef.current());
    store.setChildPopupOpen(true);
    if (countAsPopup) store.popupOpened();
    return () => {
      release();
      const after = useGlobalState.getState();
      if (countAsPopup) after.popupClosed();
      after.setChildPopupOpen(openPopupDepth() > 0);
    };
  }, [open, countAsPopup]);
}
