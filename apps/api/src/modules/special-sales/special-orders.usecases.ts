import { randomBytes, randomInt } from "node:crypto";
import {
  SPECIAL_ORDER_STATUS as S,
  SPECIAL_SALES,
  type SpecialLookup,
  type SpecialOrderCreate,
  type SpecialOrderStart,
} from "@cellar/contracts";
import { AppError } from "../../app/http/errors";
import type { Tx } from "../../app/query";
import { seoulDate } from "../../app/seoul-date";
import { orderView } from "./special-order-view";
import * as orders from "./special-orders.repository";
import * as repo from "./special-sales.repository";
import { requireGrant, type SpecialCaller, type SpecialSalesDeps } from "./special-sales.usecases";

/** The hosted payment page sends the card holder back here (the web's complete view, decision 401). */
export const SPECIAL_PAY_RETURN_PATH = "/specialSales?view=complete";

const newOrderNo = (now: Date) =>
  `S${seoulDate(now).replaceAll("-", "")}${randomBytes(4).toString("hex").toUpperCase()}`;
const newVoucherNo = () => `9${Array.from({ length: 12 }, () => randomInt(10)).join("")}`;

/**
 * Orders the whole special cart for pick-up (decision 399): prices come from the sale, the stock of
 * limited bottles is taken under the row's condition (never below zero), the order holds it for
 * SPECIAL_SALES.holdMinutes until paid. The caller's older unpaid orders and the sale's expired ones
 * give their stock back first.
 */
export async function createOrder(
  deps: SpecialSalesDeps,
  caller: SpecialCaller,
  input: SpecialOrderCreate,
): Promise<SpecialOrderStart> {
  const { grant, sale } = await requireGrant(deps, caller);
  if (!sale.tnantCds.includes(input.tnantCd)) throw new AppError("specialStoreUnknown");
  const now = deps.clock();
  const orderNo = newOrderNo(now);
  const placed = await deps.db.transaction(async (tx) => {
    for (const stale of [
      ...(await orders.openOrdersOf(tx, grant.guestId)),
      ...(await orders.staleOrders(tx, sale.saleCd, now)),
    ]) {
      await release(tx, stale, now);
    }
    const lines = await repo.cartLines(tx, grant.guestId);
    if (lines.length === 0) throw new AppError("specialCartEmpty");
    const rows: orders.OrderLineInsert[] = [];
    for (const line of lines) {
      const item = await repo.saleItem(tx, sale.saleCd, line.itemCd);
      if (!item) continue;
      if (line.qty > item.orderLimit) throw new AppError("specialQtyLimit");
      if (!(await repo.takeStock(tx, sale.saleCd, item.itemCd, line.qty))) {
        throw new AppError("specialSoldOut", `${item.itemNm}: 준비된 수량이 모두 판매되었습니다`);
      }
      rows.push({
        orderNo,
        itemCd: item.itemCd,
        itemNm: item.itemNm,
        qty: line.qty,
        normalPrice: item.normalPrice,
        unitPrice: item.specialPrice,
      });
    }
    if (rows.length === 0) throw new AppError("specialCartEmpty");
    const amount = rows.reduce((sum, r) => sum + r.unitPrice * r.qty, 0);
    const normalAmount = rows.reduce((sum, r) => sum + r.normalPrice * r.qty, 0);
    await orders.insertOrder(tx, {
      orderNo,
      guestId: grant.guestId,
      saleCd: sale.saleCd,
      tnantCd: input.tnantCd,
      buyerNm: input.buyerNm,
      mobileNo: input.mobileNo,
      amount,
      normalAmount,
      status: S.awaitingPayment,
      createdAt: now,
      holdUntil: new Date(now.getTime() + SPECIAL_SALES.holdMinutes * 60_000),
      updatedAt: now,
    });
    await orders.insertOrderLines(tx, rows);
    const first = rows[0]!.itemNm;
    return { amount, orderName: rows.length > 1 ? `${first} 외 ${rows.length - 1}건` : first };
  });
  const payUrl = await deps.gateway.startCheckout({
    orderNo,
    orderName: placed.orderName,
    amount: placed.amount,
    returnUrl: SPECIAL_PAY_RETURN_PATH,
  });
  return { orderNo, orderName: placed.orderName, amount: placed.amount, payUrl };
}

/** An unpaid order gives its stock back and is cancelled (its authorisation, if any, is voided). */
async function release(tx: Tx, order: orders.OrderRow, now: Date) {
  if (!(await orders.setStatus(tx, order.orderNo, [S.awaitingPayment], { status: S.cancelled, updatedAt: now })))
    return;
  for (const line of await orders.orderLines(tx, order.orderNo))
    await repo.giveBackStock(tx, order.saleCd, line.itemCd, line.qty);
}

/**
 * The hosted page's return: the caller must hold the order's grant, the amount must be the stored
 * one; the provider captures once, the order is marked paid once under its row lock. A repeated
 * confirm with the same key answers the order.
 */
export async function confirmOrder(
  deps: SpecialSalesDeps,
  caller: SpecialCaller,
  orderNo: string,
  paymentKey: string,
  amount: number,
) {
  const { grant } = await requireGrant(deps, caller);
  const order = await orders.findOrder(deps.db, orderNo);
  if (!order || order.guestId !== grant.guestId) throw new AppError("specialOrderNotFound");
  if (order.amount !== amount) throw new AppError("paymentAmountMismatch");
  if (order.status !== S.awaitingPayment) {
    if (order.paymentKey === paymentKey) return orderView(deps.db, order);
    if (order.status === S.cancelled) await deps.gateway.voidPayment(orderNo);
    throw new AppError("specialOrderNotPayable");
  }
  const outcome = await deps.gateway.confirm({ paymentKey, orderNo, amount });
  if (!outcome.ok)
    throw new AppError(outcome.reason === "amountMismatch" ? "paymentAmountMismatch" : "paymentNotApproved");
  const now = deps.clock();
  const paid = await deps.db.transaction(async (tx) => {
    const locked = await orders.findOrder(tx, orderNo, true);
    if (locked?.status !== S.awaitingPayment) return locked;
    const done = await orders.setStatus(tx, orderNo, [S.awaitingPayment], {
      status: S.paid,
      paymentKey,
      cardNo: outcome.approval.cardNo,
      paidAt: now,
      voucherNo: newVoucherNo(),
      updatedAt: now,
    });
    const lines = await orders.orderLines(tx, orderNo);
    await repo.removeCartItems(
      tx,
      grant.guestId,
      lines.map((l) => l.itemCd),
    );
    return done;
  });
  if (!paid || paid.paymentKey !== paymentKey) {
    // Captured, but the order was released meanwhile: the money goes back.
    await deps.gateway.refund(paymentKey);
    throw new AppError("specialOrderNotPayable");
  }
  return orderView(deps.db, paid);
}

/** The guest's look-up by order number and mobile number; failures count per address (429 after SPECIAL_SALES.lookupAttempts). */
export async function lookupOrder(deps: SpecialSalesDeps, input: SpecialLookup, clientAddr: string) {
  const now = deps.clock();
  const key = `lookup:${clientAddr}`;
  const since = new Date(now.getTime() - SPECIAL_SALES.windowMinutes * 60_000);
  const found = await deps.db.transaction(async (tx) => {
    await repo.lockKey(tx, key);
    if ((await repo.countAttempts(tx, key, since)) >= SPECIAL_SALES.lookupAttempts) return "limited" as const;
    const order = await orders.findOrder(tx, input.orderNo.toUpperCase());
    if (!order || order.mobileNo !== input.mobileNo || order.status === S.awaitingPayment) {
      await repo.recordAttempt(tx, key, now);
      return null;
    }
    return order;
  });
  if (found === "limited") {
    throw new AppError("specialLookupRateLimited", undefined, {
      "Retry-After": String(SPECIAL_SALES.windowMinutes * 60),
    });
  }
  if (!found) throw new AppError("specialOrderNotFound");
  return orderView(deps.db, found);
}
