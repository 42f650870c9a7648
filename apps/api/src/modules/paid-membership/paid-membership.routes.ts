import { PAID_MEMBERSHIP_FEE } from "@cellar/contracts";
import type { Fulfilment, PaymentsDeps } from "../../adapters/payment/payments.usecases";
import { startPayment } from "../../adapters/payment/payments.usecases";
import type { Router } from "../../app/http/route";
import type { Queryable } from "../../app/query";
import * as repo from "./paid-membership.repository";
import {
  assertCanBuyYear,
  checkPaidMember,
  grantYear,
  isPaidMember as isPaidMemberWith,
  type PaidMembershipDeps,
  paidMembershipInfo,
} from "./paid-membership.usecases";

/** The module's use-case deps, built once: its repository. */
const deps: PaidMembershipDeps = { repo };

/** Paid on a day one of the member's periods covers (for other modules and the server, inside their transactions too). */
export const isPaidMember = (db: Queryable, mberNo: string, now: Date): Promise<boolean> =>
  isPaidMemberWith(deps, db, mberNo, now);

export const fulfilPaidMembership: Fulfilment = (tx, payment, now) =>
  grantYear(deps, tx, payment.mberNo, payment.orderNo, payment.amount, now);

export function registerPaidMembershipRoutes(router: Router, payments: PaymentsDeps): void {
  router.mount("isPaidMber", async ({ member }) => checkPaidMember(deps, payments.db, member.mberNo, payments.clock()));
  router.mount("paidMembership", async ({ member }) =>
    paidMembershipInfo(deps, payments.db, member.mberNo, payments.clock()),
  );
  router.mount("paidMembershipPay", async ({ member, body }) => {
    await assertCanBuyYear(deps, payments.db, member.mberNo, payments.clock());
    const renewing = await checkPaidMember(deps, payments.db, member.mberNo, payments.clock());
    return startPayment(payments, {
      mberNo: member.mberNo,
      purpose: "PAID_MEMBERSHIP",
      orderName: renewing ? "셀러 유료 멤버십 1년 갱신" : "셀러 유료 멤버십 1년 가입",
      amount: PAID_MEMBERSHIP_FEE,
      returnPath: body.returnPath,
    });
  });
}
