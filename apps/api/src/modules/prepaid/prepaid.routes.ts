import type { PaymentsDeps } from "../../adapters/payment/payments.usecases";
import type { Router } from "../../app/http/route";
import type { Queryable } from "../../app/query";
import * as repo from "./prepaid.repository";
import {
  admitPrepaidCharge as admitPrepaidChargeWith,
  creditPrepaid as creditPrepaidWith,
  debitPrepaid as debitPrepaidWith,
  fulfilPrepaidCharge as fulfilPrepaidChargeWith,
  type PrepaidDeps,
  prepaidBalance,
  prepaidHistory,
  startPrepaidCharge,
} from "./prepaid.usecases";

/** The module's use-case deps, built once: its repository. */
const deps: PrepaidDeps = { repo };

/** The balance moves other modules make inside their own transactions (checkout), with this module's repository. */
export const debitPrepaid = (db: Queryable, entry: Parameters<typeof debitPrepaidWith>[2]) =>
  debitPrepaidWith(deps, db, entry);
export const creditPrepaid = (db: Queryable, entry: Parameters<typeof creditPrepaidWith>[2], max?: number) =>
  creditPrepaidWith(deps, db, entry, max);
/** The payment adapter's hooks for a top-up. */
export const admitPrepaidCharge = admitPrepaidChargeWith(deps);
export const fulfilPrepaidCharge = fulfilPrepaidChargeWith(deps);

export function registerPrepaidRoutes(router: Router, payments: PaymentsDeps): void {
  router.mount("prepaid", async ({ member }) => prepaidBalance(deps, payments.db, member.mberNo));
  router.mount("prepaidHistory", async ({ member, query }) =>
    prepaidHistory(deps, payments.db, member.mberNo, query.pageNo, query.pageSize),
  );
  router.mount("prepaidCharge", async ({ member, body }) => startPrepaidCharge(deps, payments, member.mberNo, body));
}
