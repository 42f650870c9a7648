import { callEndpoint } from "../../../lib/http/client";

/** POST commerce-api /api/payments/confirm: the server checks the amount and captures once. */
export const confirmPayment = (req: { paymentKey: string; orderNo: string; amount: number }) =>
  callEndpoint("paymentConfirm", { data: req, silent: true });
