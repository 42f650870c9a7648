import type { Router } from "../../app/http/route";
import { confirmPayment, type PaymentsDeps } from "./payments.usecases";

export function registerPaymentsRoutes(router: Router, deps: PaymentsDeps): void {
  router.mount("paymentConfirm", async ({ member, body }) => confirmPayment(deps, member.mberNo, body));
}
