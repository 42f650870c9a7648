import type { PaymentConfirmRequest } from "@cellar/contracts/client";
import { callEndpoint } from "../../../lib/http/client";

/**
 * POST commerce-api payments/confirm with the payment number (payNo): the server checks the amount
 * against the order's card part, captures once and marks the order paid.
 */
export const confirmOrderPayment = (req: PaymentConfirmRequest) =>
  callEndpoint("paymentConfirm", { data: req, silent: true });
