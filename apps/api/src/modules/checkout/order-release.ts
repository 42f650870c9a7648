import { ORDER_STATUS } from "@cellar/contracts";
import { AppError } from "../../app/http/errors";
import type { Queryable } from "../../app/query";
import { creditPrepaid } from "../prepaid";
import { adjustStoreStock } from "../restock";
import { findStampTransactionByMemo, recordInTx } from "../stamps";
import type * as CheckoutRepository from "./checkout.repository";

/** The ledger memo of stamps an order used; its void finds the original by it. */
export const stampMemo = (orderNo: string) => `주문 ${orderNo} 스탬프 사용`;
const INT4_MAX = 2_147_483_647;

/**
 * Sums quantities per key (a store's stock row, an option), sorted by key: orders and releases take
 * and give back rows in this one order, so concurrent ones never deadlock.
 */
export function unitsBy<L extends { itemQty: number }>(lines: L[], keyOf: (l: L) => string | null) {
  const need = new Map<string, { line: L; qty: number }>();
  for (const l of lines) {
    const key = keyOf(l);
    if (key === null) continue;
    need.set(key, { line: l, qty: (need.get(key)?.qty ?? 0) + l.itemQty });
  }
  return [...need.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([key, n]) => ({ key, ...n }));
}

/**
 * Gives back everything an order holds (stock, coupons, stamps, prepaid) and moves it to 09, in the
 * caller's transaction with the order row locked. False when the order was not in `from` any more.
 */
export async function releaseOrder(
  repo: typeof CheckoutRepository,
  tx: Queryable,
  order: CheckoutRepository.OrderRow,
  from: readonly string[],
  now: Date,
  memo: string,
): Promise<boolean> {
  if (!(await repo.moveStatus(tx, order.orderNo, from, ORDER_STATUS.cancelled, now, { cancelledAt: now }))) {
    return false;
  }
  const items = await repo.findOrderItems(tx, order.orderNo);
  for (const n of unitsBy(items, (i) => (i.tnantCd ? `${i.itemCd}/${i.tnantCd}` : null))) {
    // Through the stock change that tells members waiting for a sold-out item (restock alerts).
    await adjustStoreStock(tx, n.line.itemCd, n.line.tnantCd!, n.qty, now);
  }
  for (const n of unitsBy(items, (i) => i.optItemCd || null)) await repo.putBackOptionStock(tx, n.key, n.qty);
  await repo.restoreCoupons(tx, order.orderNo, now);
  if (order.stampUseCnt > 0) {
    const used = await findStampTransactionByMemo(tx, order.mberNo, stampMemo(order.orderNo));
    if (used) {
      await recordInTx(tx, {
        mberNo: order.mberNo,
        type: "REDEEM_VOID",
        quantity: order.stampUseCnt,
        refStampTxNo: used.stampTxNo,
        memo: `주문 ${order.orderNo} 취소`,
        createdAt: now,
      });
    }
  }
  if (order.prepaidAmt > 0) {
    await creditPrepaid(
      tx,
      {
        mberNo: order.mberNo,
        type: "REFUND",
        amount: order.prepaidAmt,
        description: `주문 취소 환불 (${memo})`,
        orderNo: order.orderNo,
        createdAt: now,
      },
      INT4_MAX,
    );
  }
  return true;
}

/** Locks an order of the member or answers ORD0001. */
export async function lockOrder(
  repo: typeof CheckoutRepository,
  tx: Queryable,
  mberNo: string | null,
  orderNo: string,
) {
  const order = await repo.findOrder(tx, mberNo, orderNo, true);
  if (!order) throw new AppError("orderNotFound");
  return order;
}
