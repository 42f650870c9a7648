import { callEndpoint } from "../../../lib/http/client";

/** POST commerce-api payments/reconcile: asks the gateway about a payment whose answer was lost. */
export const reconcilePayment = (payNo: string) =>
  callEndpoint("paymentReconcile", { data: { orderNo: payNo }, hidden: true, silent: true });
