import type { returnFeePayRequestSchema } from "@cellar/contracts";
import type { z } from "zod";
import {
  abandonPayment,
  chargeBillingKey,
  type Fulfilment,
  type HostedPayment,
  isBillingChargeOpen,
  openBillingCharge,
  openCheckout,
  openPayment,
} from "../../adapters/payment/payments.usecases";
import { AppError } from "../../app/http/errors";
import type { Tx } from "../../app/query";
import { authorizeEasyPay } from "../checkout";
import * as repo from "./returns.repository";
import { notify, type ReturnsDeps } from "./returns.usecases";

type FeePayRequest = z.infer<typeof returnFeePayRequestSchema>;
type Attempt = { orderNo: string; orderName: string; amount: number; mberNo: string };

/**
 * Claims the next attempt at a return's fee under the return's row lock: only the member's own
 * return in FEE_DUE, and no easy-pay charge under way. Each attempt is `<returnNo>-<n>`; the one
 * it replaces is abandoned (voided) after the commit.
 */
async function claimAttempt(
  deps: ReturnsDeps,
  returnNo: string,
  mberNo: string,
  open: (tx: Tx, a: Attempt, now: Date) => Promise<void>,
) {
  const now = deps.clock();
  const claimed = await deps.db.transaction(async (tx) => {
    const r = await repo.findReturn(tx, returnNo, mberNo, true);
    if (!r) throw new AppError("returnNotFound");
    if (r.status !== "FEE_DUE" || r.feeAmt <= 0) throw new AppError("returnNoFeeDue");
    if (r.feePayNo && (await isBillingChargeOpen(tx, r.feePayNo, now))) throw new AppError("orderPaymentInProgress");
    const attempt = {
      orderNo: `${returnNo}-${r.feePayAttempts + 1}`,
      orderName: r.type === "EXCHANGE" ? "교환 배송비" : "반품 배송비",
      amount: r.feeAmt,
      mberNo,
    };
    await repo.updateReturn(tx, returnNo, { feePayNo: attempt.orderNo, feePayAttempts: r.feePayAttempts + 1 });
    await open(tx, attempt, now);
    return { attempt, previous: r.feePayNo };
  });
  if (claimed.previous) await abandonPayment(deps.payments, claimed.previous);
  return claimed.attempt;
}

/**
 * Pays a return's fee (decision 403): by card on the sandbox's hosted page (confirmed at
 * `/return/payment/complete` through the common payment confirm), or by easy pay at once.
 */
export async function payReturnFee(deps: ReturnsDeps, returnNo: string, mberNo: string, req: FeePayRequest) {
  if (req.payMethod === "EASYPAY") {
    const r = await repo.findReturn(deps.db, returnNo, mberNo);
    if (!r) throw new AppError("returnNotFound");
    if (r.status !== "FEE_DUE") throw new AppError("returnNoFeeDue");
    await authorizeEasyPay(deps, mberNo, req.billkey!, req.password!);
    const charge = (a: Attempt) => ({ ...a, purpose: "RETURN_FEE" as const, billkey: req.billkey! });
    const a = await claimAttempt(deps, returnNo, mberNo, (tx, at, now) =>
      openBillingCharge(tx, deps.payments.gateway.name, charge(at), now),
    );
    await chargeBillingKey(deps.payments, charge(a));
    return { payNo: a.orderNo, amount: a.amount, payUrl: null };
  }
  const hosted = (a: Attempt): HostedPayment => ({
    ...a,
    purpose: "RETURN_FEE",
    returnPath: req.returnPath,
    method: "CARD",
  });
  const a = await claimAttempt(deps, returnNo, mberNo, (tx, at, now) =>
    openPayment(tx, deps.payments.gateway.name, hosted(at), now),
  );
  return { payNo: a.orderNo, amount: a.amount, payUrl: await openCheckout(deps.payments, hosted(a)) };
}

/**
 * RETURN_FEE fulfilment (under the payment's row lock): the attempt must be the return's current
 * one, still FEE_DUE with this amount; the return becomes REQUESTED. Otherwise PAY0004 and the
 * payments adapter refunds the capture — a fee is never charged twice.
 */
export const fulfilReturnFee: Fulfilment = async (tx, payment, now) => {
  const r = await repo.findReturnByFeePayNo(tx, payment.orderNo);
  if (r?.status !== "FEE_DUE" || r.feeAmt !== payment.amount) throw new AppError("paymentVoided");
  await repo.updateReturn(tx, r.returnNo, { status: "REQUESTED", feePaidAt: now, updatedAt: now });
  await repo.addHistory(tx, r.returnNo, "REQUESTED", "배송비 결제 완료", now);
  await notify(tx, { mberNo: r.mberNo, returnNo: r.returnNo, type: r.type, status: "REQUESTED" }, now);
};
