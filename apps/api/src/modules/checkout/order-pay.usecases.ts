import {
  ORDER_STATUS,
  ORDER_STATUS_AWAITING_PAYMENT,
  PAYMENT_CANCEL_MESSAGE_KO,
  PAYMENT_RESULT_CODES,
  type RegularPayResult,
} from "@cellar/contracts";
import {
  abandonPayment,
  type Fulfilment,
  finishRefunds,
  type HostedPayment,
  isBillingChargeOpen,
  openCheckout,
  openPayment,
  startRefund,
} from "../../adapters/payment/payments.usecases";
import { AppError } from "../../app/http/errors";
import type { Queryable } from "../../app/query";
import type * as CheckoutRepository from "./checkout.repository";
import { type CheckoutDeps, markPaid, type OrderPaidHook } from "./order-create.usecases";
import { expireHolds } from "./order-expire";
import { lockOrder, releaseOrder } from "./order-release";

/**
 * ORDER fulfilment (payments confirm, under the payment's row lock): the order of this attempt must
 * still be waiting for it with the same card amount; it becomes 01 paid. Otherwise PAY0004, and the
 * payments adapter refunds the capture.
 */
export const fulfilOrder =
  (repo: typeof CheckoutRepository, onPaid?: OrderPaidHook): Fulfilment =>
  async (tx, payment, now) => {
    const order = await repo.findOrderByPayNo(tx, payment.orderNo, true);
    if (!order || order.orderStatCd !== ORDER_STATUS_AWAITING_PAYMENT || order.cardAmt !== payment.amount) {
      throw new AppError("paymentVoided");
    }
    if (!(await markPaid(repo, tx, order.orderNo, order.mberNo, now, onPaid))) throw new AppError("paymentVoided");
  };

/** A confirm carried a tampered amount: the order is cancelled and its holds released. */
export const voidOrder =
  (repo: typeof CheckoutRepository): Fulfilment =>
  async (tx, payment, now) => {
    const order = await repo.findOrderByPayNo(tx, payment.orderNo, true);
    if (order) await releaseOrder(repo, tx, order, [ORDER_STATUS_AWAITING_PAYMENT], now, "결제 금액 불일치");
  };

/** An unpaid order with a card part whose hold has not run out; ORD0015 when it was paid, else ORD0008. */
export function payableOrThrow(order: CheckoutRepository.OrderRow, now: Date) {
  if (order.paidAt) throw new AppError("orderPaymentInProgress");
  if (order.orderStatCd !== ORDER_STATUS_AWAITING_PAYMENT || order.cardAmt <= 0) throw new AppError("orderNotPayable");
  if (order.holdUntil && order.holdUntil < now) throw new AppError("orderNotPayable");
}

export type ClaimedAttempt = { order: CheckoutRepository.OrderRow; payNo: string; orderName: string };

/**
 * Claims the next payment attempt of a member's unpaid order under the order's row lock, so
 * parallel taps each get their own attempt number (never one payment key twice). While an easy-pay
 * charge of the order is under way (or once it is paid), another attempt is refused (ORD0015)
 * instead of charging again.
 * `open` runs in the same transaction (an easy-pay charge records itself there). The attempt it
 * replaces is voided after the commit.
 */
export async function claimAttempt(
  deps: CheckoutDeps,
  mberNo: string,
  orderNo: string,
  method: "CARD" | "RGLR" | "TOSS" | "EASYPAY",
  open?: (tx: Queryable, claimed: ClaimedAttempt) => Promise<void>,
): Promise<ClaimedAttempt> {
  await expireHolds(deps, mberNo);
  const now = deps.clock();
  const claimed = await deps.db.transaction(async (tx) => {
    const order = await lockOrder(deps.repo, tx, mberNo, orderNo);
    payableOrThrow(order, now);
    if (order.payNo && (await isBillingChargeOpen(tx, order.payNo, now))) throw new AppError("orderPaymentInProgress");
    const payNo = `${orderNo}-${order.payAttempts + 1}`;
    await deps.repo.setPayAttempt(tx, orderNo, payNo, method, now);
    const items = await deps.repo.findOrderItems(tx, orderNo);
    const orderName = items.length > 1 ? `${items[0]!.itemNm} 외 ${items.length - 1}건` : (items[0]?.itemNm ?? orderNo);
    const attempt = { order, payNo, orderName };
    await open?.(tx, attempt);
    return attempt;
  });
  if (claimed.order.payNo) await abandonPayment(deps.payments, claimed.order.payNo);
  return claimed;
}

/** A new attempt for an unpaid order (after a cancel or a decline): the old one is voided. */
export async function payAgain(
  deps: CheckoutDeps,
  mberNo: string,
  orderNo: string,
  payMethod: "CARD" | "RGLR" | "TOSS",
  returnPath: string,
) {
  const hosted = (c: ClaimedAttempt): HostedPayment => ({
    orderNo: c.payNo,
    mberNo,
    purpose: "ORDER",
    orderName: c.orderName,
    amount: c.order.cardAmt,
    returnPath,
    method: payMethod,
  });
  // The attempt's payment is recorded with the claim, so the attempt it replaces can be voided at once.
  const claimed = await claimAttempt(deps, mberNo, orderNo, payMethod, (tx, c) =>
    openPayment(tx, deps.payments.gateway.name, hosted(c), deps.clock()),
  );
  const { order, payNo } = claimed;
  const payUrl = await openCheckout(deps.payments, hosted(claimed));
  return {
    orderNo,
    orderStatCd: order.orderStatCd,
    payMethod,
    netAmt: order.netAmt,
    prepaidAmt: order.prepaidAmt,
    cardAmt: order.cardAmt,
    holdUntil: (order.holdUntil ?? deps.clock()).toISOString(),
    payNo,
    payUrl,
  };
}

/**
 * The payment popup was closed (native back, 999990) or declined: the open attempt is voided and
 * the order stays unpaid (00) with its holds until it is paid, cancelled or expires.
 */
export async function payCancel(
  deps: CheckoutDeps,
  mberNo: string,
  orderNo: string,
  req: { code: string; message: string; payNo?: string | undefined },
): Promise<RegularPayResult> {
  const order = await deps.repo.findOrder(deps.db, mberNo, orderNo);
  if (!order) throw new AppError("orderNotFound");
  // A late answer for an attempt already replaced leaves the newer attempt alone.
  const current = !req.payNo || req.payNo === order.payNo;
  if (order.orderStatCd === ORDER_STATUS_AWAITING_PAYMENT && order.payNo && current) {
    await abandonPayment(deps.payments, order.payNo);
  }
  const cancelled = req.code === PAYMENT_RESULT_CODES.cancelled;
  return { code: req.code, message: cancelled ? req.message || PAYMENT_CANCEL_MESSAGE_KO : req.message, orderNo };
}

/**
 * Cancel before the store accepts: unpaid (00) or paid (01). The card part is refunded, prepaid,
 * coupons, stamps and stock come back, all under the order's row lock.
 */
export async function cancelOrder(deps: CheckoutDeps, mberNo: string, orderNo: string, reason: string) {
  const order = await deps.repo.findOrder(deps.db, mberNo, orderNo);
  if (!order) throw new AppError("orderNotFound");
  const from = [ORDER_STATUS_AWAITING_PAYMENT, ORDER_STATUS.paid];
  if (!from.includes(order.orderStatCd as never)) throw new AppError("orderNotCancelable");
  if (order.orderStatCd === ORDER_STATUS_AWAITING_PAYMENT && order.payNo) {
    await abandonPayment(deps.payments, order.payNo);
  }
  const now = deps.clock();
  const released = await deps.db.transaction(async (tx) => {
    const locked = await lockOrder(deps.repo, tx, mberNo, orderNo);
    if (!(await releaseOrder(deps.repo, tx, locked, from, now, reason || "고객 취소"))) return null;
    // The card refund is owed from this commit on; the provider is asked after it (and again later
    // if it does not answer), so a cancelled order never keeps the card money.
    if (locked.orderStatCd === ORDER_STATUS.paid && locked.payNo) await startRefund(tx, locked.payNo);
    return locked;
  });
  if (!released) throw new AppError("orderNotCancelable");
  if (released.payNo) await finishRefunds(deps.payments, { orderNos: [released.payNo] });
}
