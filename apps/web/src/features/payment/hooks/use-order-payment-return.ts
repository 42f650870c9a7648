import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { checkoutErrorText } from "../../../domain/errors/checkout-error-text";
import { readPaymentReturn, withoutPaymentReturn } from "../../../domain/payment/payment-return";
import { isApiError } from "../../../lib/http/errors";
import { cancelOrderPayment } from "../api/cancel-order-payment";
import { confirmOrderPayment } from "../api/confirm-order-payment";
import { reconcilePayment } from "../api/reconcile-payment";

export type ReturnOutcome =
  | { status: "confirming" }
  | { status: "paid" }
  | { status: "failed"; code: string; message: string };

/**
 * Back from the hosted payment page on a popup route: an approval is confirmed once (the server
 * checks the amount; a lost answer is reconciled with the gateway); a decline or cancellation is
 * reported to the server (the order stays unpaid). The return keys leave the address at once.
 */
export function useOrderPaymentReturn(orderNo: string | null, onPaid: () => void) {
  const [search, setSearch] = useSearchParams();
  const [outcome, setOutcome] = useState<ReturnOutcome | null>(null);
  const handled = useRef<string | null>(null);
  const onPaidRef = useRef(onPaid);
  onPaidRef.current = onPaid;
  const back = readPaymentReturn(search);

  useEffect(() => {
    if (!back || !orderNo || handled.current === back.orderNo) return;
    handled.current = back.orderNo;
    setSearch(withoutPaymentReturn(search), { replace: true });
    if (back.kind === "failed") {
      setOutcome({ status: "failed", code: back.code, message: back.message });
      void cancelOrderPayment(orderNo, back.code, back.message, back.orderNo).catch(() => undefined);
      return;
    }
    setOutcome({ status: "confirming" });
    const paid = () => {
      setOutcome({ status: "paid" });
      onPaidRef.current();
    };
    confirmOrderPayment({ paymentKey: back.paymentKey, orderNo: back.orderNo, amount: back.amount })
      .then(paid)
      .catch(async (e: unknown) => {
        // No answer (time-out, network, 5xx): the gateway may have approved; ask it.
        if (!isApiError(e) || e.kind === "timeout" || e.kind === "network" || e.status >= 500) {
          const state = await reconcilePayment(back.orderNo).catch(() => null);
          if (state?.status === "DONE") return paid();
        }
        setOutcome({
          status: "failed",
          code: isApiError(e) ? (e.code ?? "") : "",
          message: checkoutErrorText(e) ?? "",
        });
      });
  }, [back, orderNo, search, setSearch]);

  return outcome;
}
