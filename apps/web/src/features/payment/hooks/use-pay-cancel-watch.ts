import { useEffect, useRef } from "react";
import { CANCEL_RESULT_CODE, usePaymentState } from "../state/payment-state";

type Kind = "regular" | "easyPay";

const resultOf = (kind: Kind, s: ReturnType<typeof usePaymentState.getState>) =>
  kind === "regular" ? s.regularPayResult : s.easyPayResult;

/**
 * SPEC §2 native back during payment: the shell writes the cancel result (999990) to the popup's
 * result (regular pay for GENERAL, easy pay for EASYPAY). The popup reacts once: it tells the server
 * (the order stays unpaid) and leaves. A result left from an earlier popup is cleared first.
 */
export function usePayCancelWatch(kind: Kind, onCancelled: (message: string) => void) {
  const callback = useRef(onCancelled);
  callback.current = onCancelled;

  useEffect(() => {
    const state = usePaymentState.getState();
    if (kind === "regular") state.resetRegularPayResult();
    else state.resetEasyPayResult();
    let handled = false;
    return usePaymentState.subscribe((next, prev) => {
      const now = resultOf(kind, next);
      if (handled || now.code !== CANCEL_RESULT_CODE || resultOf(kind, prev).code === CANCEL_RESULT_CODE) return;
      handled = true;
      callback.current(now.message);
    });
  }, [kind]);
}
