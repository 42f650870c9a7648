import { ORDER_STATUS_AWAITING_PAYMENT } from "@cellar/contracts";
import { abandonPayment, finishRefunds, type PaymentsDeps } from "../../adapters/payment/payments.usecases";
import type * as CheckoutRepository from "./checkout.repository";
import { releaseOrder } from "./order-release";

/**
 * Releases unpaid orders whose hold ran out (ORDER_HOLD_MINUTES): their open payment is voided
 * first, so a late approval can no longer be captured, then the holds come back; and asks the
 * provider again for refunds still owed. Runs for the member before their orders are read or paid,
 * and for everyone in the order-holds job (checkout.jobs.ts, decision 456). Answers how many orders
 * were due (at most `EXPIRED_HOLDS_BATCH`).
 */
export async function expireHolds(
  deps: { db: PaymentsDeps["db"]; clock: () => Date; payments: PaymentsDeps; repo: typeof CheckoutRepository },
  mberNo?: string,
) {
  const now = deps.clock();
  const due = await deps.repo.expiredHolds(deps.db, now, mberNo);
  for (const { orderNo } of due) {
    const order = await deps.repo.findOrder(deps.db, null, orderNo);
    if (order?.payNo) await abandonPayment(deps.payments, order.payNo);
    await deps.db.transaction(async (tx) => {
      const locked = await deps.repo.findOrder(tx, null, orderNo, true);
      if (!locked?.holdUntil || locked.holdUntil >= now) return;
      await releaseOrder(deps.repo, tx, locked, [ORDER_STATUS_AWAITING_PAYMENT], now, "결제 시간 초과");
    });
  }
  await finishRefunds(deps.payments, mberNo ? { mberNo } : {});
  return due.length;
}
