import { RETURN_MOVES, type ReturnMove, refundOf } from "@cellar/contracts";
import { AppError } from "../../app/http/errors";
import type { Tx } from "../../app/query";
import { creditPrepaid } from "../prepaid";
import { adjustStoreStock } from "../restock";
import { findStampTransactionByMemo, recordInTx } from "../stamps";
import * as repo from "./returns.repository";
import type { ReturnRefund } from "./returns.table";
import { notify, type ReturnsDeps } from "./returns.usecases";
import { detailOf } from "./returns.view";

const INT4_MAX = 2_147_483_647;
/** The ledger memo checkout gives an order's stamp use (order-release.ts). */
const stampMemo = (orderNo: string) => `주문 ${orderNo} 스탬프 사용`;

/**
 * The store side moves a return (decision 405): REQUESTED → COLLECTED (the bottles are back in
 * stock) → INSPECTED → REFUNDED (a return: refunded by the rule) or RESENT (an exchange); REFUSED
 * with a reason at REQUESTED or INSPECTED. A FEE_DUE return cannot be collected. Each move alarms.
 */
export async function moveReturn(deps: ReturnsDeps, returnNo: string, move: ReturnMove) {
  const now = deps.clock();
  const { row, gatewayRefund } = await deps.db.transaction(async (tx) => {
    const r = await repo.findReturn(tx, returnNo, null, true);
    if (!r) throw new AppError("returnNotFound");
    const allowed = RETURN_MOVES[r.status].filter((s) =>
      s === "REFUNDED" ? r.type === "RETURN" : s === "RESENT" ? r.type === "EXCHANGE" : true,
    );
    if (!allowed.includes(move.to)) throw new AppError("returnMoveInvalid");
    const lines = await repo.linesOf(tx, [returnNo]);
    const order = (await repo.lockOrderByNo(tx, r.orderNo))!;
    let refund: ReturnRefund | null = null;
    if (move.to === "COLLECTED") {
      // Back in the stock of the store the units came from (the order's store when a line has none).
      for (const l of [...lines].sort((a, b) => a.itemCd.localeCompare(b.itemCd))) {
        const store = l.tnantCd ?? order.tnantCd;
        if (store) await adjustStoreStock(tx, l.itemCd, store, l.qty, now);
      }
    }
    if (move.to === "REFUNDED") refund = await refund_(tx, order, r, lines, now);
    await repo.updateReturn(tx, returnNo, {
      status: move.to,
      updatedAt: now,
      ...(move.to === "REFUSED" ? { refuseReason: move.reason } : {}),
      ...(refund ? { refund, refundAmt: refund.total } : {}),
    });
    await repo.addHistory(tx, returnNo, move.to, move.reason, now);
    await notify(tx, { mberNo: r.mberNo, returnNo, type: r.type, status: move.to }, now);
    return { row: (await repo.findReturn(tx, returnNo, null))!, gatewayRefund: refund?.gateway ?? 0 };
  });
  if (gatewayRefund > 0) await cancelPart(deps, row, gatewayRefund);
  return detailOf(deps.db, (await repo.findReturn(deps.db, returnNo, null))!);
}

/** Applies the refund rule (decision 404) under the order's lock: prepaid, stamps and coupons now. */
async function refund_(
  tx: Tx,
  order: repo.OrderRow,
  r: repo.ReturnRow,
  lines: { orderItemNo: number; qty: number }[],
  now: Date,
): Promise<ReturnRefund> {
  const items = await repo.findOrderItems(tx, order.orderNo);
  const soFar = await repo.refundedSoFar(tx, order.orderNo);
  const result = refundOf(
    {
      gatewayPaid: order.cardAmt,
      prepaidPaid: order.prepaidAmt,
      deliveryFee: order.amounts?.dlvrAmt ?? 0,
      lines: items.map((i) => ({ orderItemNo: i.orderItemNo, qty: i.itemQty, unitValue: i.saleUprc })),
      couponCount: order.couponCds.length,
      stampUseCnt: order.stampUseCnt,
    },
    soFar,
    lines,
  );
  if (result.prepaid > 0) {
    await creditPrepaid(
      tx,
      {
        mberNo: order.mberNo,
        type: "REFUND",
        amount: result.prepaid,
        description: `반품 환불 (${r.returnNo})`,
        orderNo: order.orderNo,
        createdAt: now,
      },
      INT4_MAX,
    );
  }
  if (result.couponsBack) await repo.restoreCoupons(tx, order.orderNo, now);
  if (result.stampsBack > 0) {
    const used = await findStampTransactionByMemo(tx, order.mberNo, stampMemo(order.orderNo));
    if (used) {
      await recordInTx(tx, {
        mberNo: order.mberNo,
        type: "REDEEM_VOID",
        quantity: result.stampsBack,
        refStampTxNo: used.stampTxNo,
        memo: `주문 ${order.orderNo} 전체 반품`,
        createdAt: now,
      });
    }
  }
  return { ...result, payMethod: order.payMethod, gatewayDone: result.gateway === 0 };
}

/**
 * The gateway part: a partial cancel of the order's captured payment, after the commit. A
 * provider that does not answer leaves `gatewayDone` false (shown as under way, for the store to settle).
 */
async function cancelPart(deps: ReturnsDeps, row: repo.ReturnRow, amount: number) {
  const pay = await repo.orderPayment(deps.db, await repo.orderPayNo(deps.db, row.orderNo));
  try {
    const done = pay?.paymentKey ? await deps.payments.gateway.refundPart(pay.paymentKey, amount) : false;
    if (done && row.refund)
      await repo.updateReturn(deps.db, row.returnNo, { refund: { ...row.refund, gatewayDone: true } });
  } catch {
    // The provider did not answer: the refund stays owed (gatewayDone false).
  }
}
