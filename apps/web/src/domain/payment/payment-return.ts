export type PaymentReturn =
  | { kind: "approved"; paymentKey: string; orderNo: string; amount: number }
  | { kind: "failed"; orderNo: string; code: string; message: string };

/** Query keys the payment page appends to the return path. */
export const PAYMENT_RETURN_KEYS = ["paymentKey", "orderNo", "amount", "code", "message"] as const;

/**
 * Reads what the payment page appended to the return path: an approval (paymentKey, orderNo,
 * amount) or a failure/cancellation (orderNo, code, message). Anything else is no return.
 */
export function readPaymentReturn(search: URLSearchParams): PaymentReturn | null {
  const orderNo = search.get("orderNo")?.trim() ?? "";
  if (!orderNo) return null;
  const paymentKey = search.get("paymentKey")?.trim() ?? "";
  const amount = Number(search.get("amount"));
  if (paymentKey && Number.isInteger(amount) && amount > 0) return { kind: "approved", paymentKey, orderNo, amount };
  const code = search.get("code")?.trim() ?? "";
  if (code) return { kind: "failed", orderNo, code, message: search.get("message")?.trim() ?? "" };
  return null;
}

/** The query without the payment return keys (so a reload does not confirm twice). */
export function withoutPaymentReturn(search: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const key of PAYMENT_RETURN_KEYS) next.delete(key);
  return next;
}
