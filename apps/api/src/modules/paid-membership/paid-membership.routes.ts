import { PAID_MEMBERSHIP_FEE } from "@cellar/contracts";
import type { Fulfilment, PaymentsDeps } from "../../adapters/payment/payments.usecases";
import { startPayment } from "../../adapters/payment/payments.usecases";
import type { Router } from "../../app/http/route";
import { assertCanBuyYear, checkPaidMember, grantYear, paidMembershipInfo } from "./paid-membership.usecases";

export const fulfilPaidMembership: Fulfilment = (tx, payment, now) =>
  grantYear(tx, payment.mberNo, payment.orderNo, payment.amount, now);

export function registerPaidMembershipRoutes(router: Router, deps: PaymentsDeps): void {
  router.mount("isPaidMber", async ({ member }) => checkPaidMember(deps.db, member.mberNo, deps.clock()));
  router.mount("paidMembership", async ({ member }) => paidMembershipInfo(deps.db, member.mberNo, deps.clock()));
  router.mount("paidMembershipPay", async ({ member, body }) => {
    await assertCanBuyYear(deps.db, member.mberNo, deps.clock());
    const renewing = await checkPaidMember(deps.db, member.mberNo, deps.clock());
    return startPayment(deps, {
      mberNo: member.mberNo,
      purpose: "PAID_MEMBERSHIP",
      orderName: renewing ? "셀러 유료 멤버십 1년 갱신" : "셀러 유료 멤버십 1년 가입",
      amount: PAID_MEMBERSHIP_FEE,
      returnPath: body.returnPath,
    });
  });
}
