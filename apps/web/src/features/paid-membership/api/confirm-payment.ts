import type { PaymentConfirmRequest } from "@cellar/contracts/client";
import { callEndpoint } from "../../../lib/http/client";

/** POST commerce-api payments/confirm: the server checks the amount with the provider and applies it. */
export const confirmPayment = (req: PaymentConfirmRequest) => callEndpoint("paymentConfirm", { data: req });
