import { ORDER_STATUS_AWAITING_PAYMENT } from "@cellar/contracts";
import { abandonPayment, finishRefunds, type PaymentsDeps } from "../../adapters/payment/payments.usecases";
import type * as CheckoutRepository from "./checkout.repository";
import { releaseOrder } from "./order-release";

/**
 * Releases unpaid orders whose hold ran out (ORDER_HOLD_MINUTES): their open payment is voided
 * first, so a late approval can no longer be captured, then the holds come back; and asks the
 * provider again for refunds still owed. Runs lazily: for everyone before an order is created, for
 * the member before their orders are read or paid.
 */
export async function expireHolds(
  deps: { db: PaymentsDeps["db"]; clock: () => Date; payments: PaymentsDeps; repo: typeof CheckoutRepository },
  mberNo?: string,
) {
  const now = deps.clock();
  for (const { orderNo } of await deps.repo.expiredHolds(deps.db, now, mberNo)) {
    const order = await deps.repo.findOrder(deps.db, null, orderNo);
    if (order?.payNo) await abandonPayment(deps.payments, order.payNo);
    await deps.db.transaction(async (tx) => {
      const locked = await deps.repo.findOrder(tx, null, orderNo, true);
      if (!locked?.holdUntil || locked.holdUntil >= now) return;
      await releaseOrder(deps.repo, tx, locked, [ORDER_STATUS_AWAITING_PAYMENT], now, "결제 시간 초과");
    });
  }
  await finishRefunds(deps.payments, mberNo ? { mberNo } : {});
}
