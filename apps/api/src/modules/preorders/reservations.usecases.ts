import { randomBytes } from "node:crypto";
import type { Reservation, ReservationCreate } from "@cellar/contracts";
import {
  abandonPayment,
  chargeBillingKey,
  type Fulfilment,
  finishRefunds,
  type HostedPayment,
  openBillingCharge,
  openCheckout,
  openPayment,
  startRefund,
} from "../../adapters/payment/payments.usecases";
import { AppError } from "../../app/http/errors";
import type { Queryable } from "../../app/query";
import { seoulDate } from "../../app/seoul-date";
import { authorizeEasyPay } from "../checkout";
import { useCoupon } from "../coupons";
import type { PreordersDeps } from "./preorders.deps";
import type { ReservationRow } from "./preorders.repository";
import * as repo from "./preorders.repository";
import { isBeforeCutoff } from "./preorders.rules";
import { priceReservation } from "./preorders.usecases";
import { toReservations } from "./preorders.view";

/** R + Seoul date + 10 hex digits; it is also the payment's number. */
const newReservationNo = (now: Date) =>
  `R${seoulDate(now).replaceAll("-", "")}${randomBytes(5).toString("hex").toUpperCase()}`;

/**
 * Reserves bottles and starts their payment (decisions 411, 413). In one transaction: the units
 * against the member's limit (insert-or-add within the limit) and against the total (conditional
 * update), the coupon (single use), the reservation (PAYING) and its payment. Then the card page's
 * address is answered, or easy pay charges the registered card at once. A payment that fails gives
 * everything back.
 */
export async function createReservation(deps: PreordersDeps, mberNo: string, req: ReservationCreate) {
  const priced = await priceReservation(deps, mberNo, { ...req, cpnIssuNo: req.cpnIssuNo ?? null });
  const { p, quote, coupon } = priced;
  if (quote.payAmt !== req.payAmt) throw new AppError("paymentAmountMismatch");
  if (req.payMethod === "EASYPAY") await authorizeEasyPay(deps, mberNo, req.billkey!, req.password!);
  // A new attempt replaces the member's payments of this pre-order still open (decision 413): they
  // are voided and give their units back before this one holds its own.
  for (const open of await deps.repo.payingOfMember(deps.db, mberNo, p.preorderCd)) {
    await releaseUnpaid(deps, open.reservationNo);
  }
  const now = deps.clock();
  const reservationNo = newReservationNo(now);
  const pay = {
    orderNo: reservationNo,
    mberNo,
    purpose: "PREORDER" as const,
    orderName: p.title,
    amount: quote.payAmt,
  };
  await deps.db.transaction(async (tx) => {
    if (!(await deps.repo.holdMemberQty(tx, p.preorderCd, mberNo, req.qty, p.perMemberLimit)))
      throw new AppError("preorderLimitExceeded");
    if (!(await deps.repo.holdUnits(tx, p.preorderCd, req.qty))) throw new AppError("preorderSoldOut");
    if (coupon) {
      try {
        await useCoupon(tx, { mberNo, cpnIssuNo: coupon.cpnIssuNo, orderNo: reservationNo, now });
      } catch (error) {
        if (error instanceof AppError && error.def.status === 404) throw new AppError("couponNotUsable");
        throw error;
      }
    }
    await deps.repo.insertReservation(tx, {
      reservationNo,
      preorderCd: p.preorderCd,
      mberNo,
      tnantCd: req.tnantCd,
      qty: req.qty,
      unitPrice: p.price,
      orderAmt: quote.orderAmt,
      cpnIssuNo: coupon?.cpnIssuNo ?? null,
      couponName: coupon?.couponName ?? null,
      cpnDcAmt: quote.cpnDcAmt,
      payAmt: quote.payAmt,
      payMethod: req.payMethod,
      payNo: reservationNo,
      reservedAt: now,
    });
    if (req.payMethod === "EASYPAY") {
      await openBillingCharge(tx, deps.payments.gateway.name, { ...pay, billkey: req.billkey! }, now);
    } else {
      await openPayment(tx, deps.payments.gateway.name, { ...pay, returnPath: req.returnPath, method: "CARD" }, now);
    }
  });
  try {
    if (req.payMethod === "EASYPAY") {
      await chargeBillingKey(deps.payments, { ...pay, billkey: req.billkey! });
      return { reservationNo, payAmt: quote.payAmt, payUrl: null };
    }
    const hosted: HostedPayment = { ...pay, returnPath: req.returnPath, method: "CARD" };
    return { reservationNo, payAmt: quote.payAmt, payUrl: await openCheckout(deps.payments, hosted) };
  } catch (error) {
    await releaseUnpaid(deps, reservationNo);
    throw error;
  }
}

/**
 * Gives back what a reservation held (the member's count, the units, the coupon), in the caller's
 * transaction; in the order a reservation takes them, so the two never wait on each other.
 */
async function giveBack(db: Queryable, r: ReservationRow, coupon: boolean) {
  await repo.releaseMemberQty(db, r.preorderCd, r.mberNo, r.qty);
  await repo.releaseUnits(db, r.preorderCd, r.qty);
  if (coupon && r.cpnIssuNo) await repo.restoreCoupon(db, r.cpnIssuNo, r.reservationNo);
}

/** A reservation whose payment never completed: the payment is abandoned and the holds released (FAILED). */
export async function releaseUnpaid(deps: PreordersDeps, reservationNo: string) {
  const r = await deps.repo.findReservation(deps.db, reservationNo, null);
  if (r?.status !== "PAYING") return;
  await abandonPayment(deps.payments, r.payNo);
  await deps.db.transaction(async (tx) => {
    const moved = await deps.repo.moveReservation(tx, reservationNo, ["PAYING"], { status: "FAILED" });
    if (moved) await giveBack(tx, moved, true);
  });
}

/**
 * PREORDER fulfilment (payments confirm, under the payment's row lock): the reservation must still
 * be PAYING with this amount; it becomes PAID. Otherwise PAY0004 and the capture is refunded.
 */
export const fulfilPreorder: Fulfilment = async (tx, payment, now) => {
  const r = await repo.findReservationByPayNo(tx, payment.orderNo);
  if (r?.status !== "PAYING" || r.payAmt !== payment.amount) throw new AppError("paymentVoided");
  await repo.moveReservation(tx, r.reservationNo, ["PAYING"], { status: "PAID", paidAt: now });
};

/** A confirm with another amount voids the payment: the reservation gives its holds back. */
export const voidPreorder: Fulfilment = async (tx, payment) => {
  const r = await repo.findReservationByPayNo(tx, payment.orderNo);
  if (r?.status !== "PAYING") return;
  const moved = await repo.moveReservation(tx, r.reservationNo, ["PAYING"], { status: "FAILED" });
  if (moved) await giveBack(tx, moved, true);
};

/** `/reservation`: my reservations, newest first; refunds still owed are asked for first. */
export async function myReservations(deps: PreordersDeps, mberNo: string) {
  let rows = await deps.repo.memberReservations(deps.db, mberNo);
  const owed = rows.filter((r) => r.refundAmt > 0).map((r) => r.payNo);
  if (owed.length) {
    await finishRefunds(deps.payments, { orderNos: owed });
    rows = await deps.repo.memberReservations(deps.db, mberNo);
  }
  return { list: await toReservations(deps.db, rows, mberNo, deps.clock()) };
}

export async function reservationDetail(
  deps: PreordersDeps,
  mberNo: string,
  reservationNo: string,
): Promise<Reservation> {
  const r = await deps.repo.findReservation(deps.db, reservationNo, mberNo);
  if (!r || r.status === "FAILED") throw new AppError("reservationNotFound");
  const [one] = await toReservations(deps.db, [r], mberNo, deps.clock());
  return one!;
}

/**
 * Cancels a paid reservation before the cut-off with a full refund (decision 412): under the row
 * lock it must still be PAID (an arrival recorded meanwhile wins), the units, the member's count
 * and the coupon come back, and the refund is owed from the commit (then asked of the provider).
 */
export async function cancelReservation(deps: PreordersDeps, mberNo: string, reservationNo: string) {
  const now = deps.clock();
  const done = await deps.db.transaction(async (tx) => {
    const r = await deps.repo.findReservation(tx, reservationNo, mberNo, true);
    if (!r || r.status === "FAILED" || r.status === "PAYING") throw new AppError("reservationNotFound");
    const p = await deps.repo.findPreorder(tx, r.preorderCd);
    if (r.status !== "PAID" || !p || !isBeforeCutoff(p.arrivalDate, now))
      throw new AppError("reservationNotCancelable");
    const moved = await deps.repo.moveReservation(tx, reservationNo, ["PAID"], {
      status: "CANCELLED",
      cancelledAt: now,
      refundAmt: r.payAmt,
    });
    if (!moved) throw new AppError("reservationNotCancelable");
    await giveBack(tx, moved, true);
    await startRefund(tx, moved.payNo);
    return moved;
  });
  await finishRefunds(deps.payments, { orderNos: [done.payNo] });
  return reservationDetail(deps, mberNo, reservationNo);
}
