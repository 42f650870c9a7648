import type { PaymentResult } from "@cellar/contracts/client";
import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { benefitErrorText } from "../../../domain/errors/benefit-error-text";
import { readPaymentReturn, withoutPaymentReturn } from "../../../domain/payment/payment-return";
import { confirmPayment } from "../api/confirm-payment";

export type PaymentOutcome =
  | { status: "confirming" }
  | { status: "done"; result: PaymentResult }
  | { status: "failed"; message: string };

/**
 * Back from the payment page: confirms an approval once (server-side amount check), or reports
 * the failure/cancellation; then removes the return keys from the address.
 */
export function usePaymentReturn(onConfirmed: (result: PaymentResult) => void, failureText: string) {
  const [search, setSearch] = useSearchParams();
  const [outcome, setOutcome] = useState<PaymentOutcome | null>(null);
  const handled = useRef<string | null>(null);
  const onConfirmedRef = useRef(onConfirmed);
  onConfirmedRef.current = onConfirmed;
  const back = readPaymentReturn(search);

  useEffect(() => {
    if (!back || handled.current === back.orderNo) return;
    handled.current = back.orderNo;
    setSearch(withoutPaymentReturn(search), { replace: true });
    if (back.kind === "failed") {
      setOutcome({ status: "failed", message: back.message || failureText });
      return;
    }
    setOutcome({ status: "confirming" });
    confirmPayment({ paymentKey: back.paymentKey, orderNo: back.orderNo, amount: back.amount })
      .then((result) => {
        setOutcome({ status: "done", result });
        onConfirmedRef.current(result);
      })
      .catch((e: unknown) => setOutcome({ status: "failed", message: benefitErrorText(e) ?? failureText }));
  }, [back, search, setSearch, failureText]);

  return { outcome, dismiss: () => setOutcome(null) };
}
