import type { PaymentsDeps } from "../../adapters/payment/payments.usecases";
import type { Router } from "../../app/http/route";
import { prepaidBalance, prepaidHistory, startPrepaidCharge } from "./prepaid.usecases";

export function registerPrepaidRoutes(router: Router, deps: PaymentsDeps): void {
  router.mount("prepaid", async ({ member }) => prepaidBalance(deps.db, member.mberNo));
  router.mount("prepaidHistory", async ({ member, query }) =>
    prepaidHistory(deps.db, member.mberNo, query.pageNo, query.pageSize),
  );
  router.mount("prepaidCharge", async ({ member, body }) => startPrepaidCharge(deps, member.mberNo, body));
}
