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
      // Back in the stock of the store the units came from (the order's store when a line has none),
      // and a line's option (gift box, glass set) back in the option's own stock.
      for (const l of [...lines].sort((a, b) => a.itemCd.localeCompare(b.itemCd))) {
        const store = l.tnantCd ?? order.tnantCd;
        if (store) await adjustStoreStock(tx, l.itemCd, store, l.qty, now);
        if (l.optItemCd) await repo.putBackOptionStock(tx, l.optItemCd, l.qty);
      }
    }
    if (move.to === "REFUSED") {
      // An exchange's reserved option goes back to its stock (decision 420).
      for (const l of lines) if (l.exchangeOptItemCd) await repo.putBackOptionStock(tx, l.exchangeOptItemCd, l.qty);
    }
    if (move.to === "REFUNDED") refund = await refund_(tx, order, r, lines, now);
    await repo.updateReturn(tx, returnNo, {
      status: move.to,
      updatedAt: now,
      ...(move.to === "REFUSED" ? { refuseReason: move.reason } : {}),
      ...(refund ? { refund, refundAmt: refund.total } : {}),
    });
    await repo.addHistory(tx, returnNo, move.to, move.reason || (await resentMemo(tx, move.to, lines)), now);
    await notify(tx, { mberNo: r.mberNo, returnNo, type: r.type, status: move.to, reason: move.reason }, now);
    return { row: (await repo.findReturn(tx, returnNo, null))!, gatewayRefund: refund?.gateway ?? 0 };
  });
  if (gatewayRefund > 0) await settleGatewayRefund(deps, row.returnNo);
  return detailOf(deps.db, (await repo.findReturn(deps.db, returnNo, null))!);
}

/** The timeline's note when an exchange for other options is sent out: which option goes. */
async function resentMemo(tx: Tx, to: string, lines: { qty: number; exchangeOptItemCd: string | null }[]) {
  const swapped = lines.filter((l) => l.exchangeOptItemCd);
  if (to !== "RESENT" || swapped.length === 0) return "";
  const names = await repo.optionNames(
    tx,
    swapped.map((l) => l.exchangeOptItemCd!),
  );
  return `교환 옵션 발송: ${swapped.map((l) => `${names.get(l.exchangeOptItemCd!) ?? l.exchangeOptItemCd} ${l.qty}개`).join(", ")}`;
}

/** The store side's look at one return (what to collect, and which option to send out). */
export async function storeReturnDetail(deps: ReturnsDeps, returnNo: string) {
  const row = await repo.findReturn(deps.db, returnNo, null);
  if (!row) throw new AppError("returnNotFound");
  return detailOf(deps.db, row);
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
 * The gateway part of a refunded return (decisions 404, 421): a partial cancel of the order's
 * captured payment, after the commit, keyed by the return number, so that however often it is
 * tried (the move itself, the store's retry, the retry job, at the same moment) the provider gives
 * the money back once. A provider that fails or does not answer leaves `gatewayDone` false.
 * Answers whether the gateway part is now given back.
 */
export async function settleGatewayRefund(deps: ReturnsDeps, returnNo: string) {
  const row = await repo.findReturn(deps.db, returnNo, null);
  const refund = row?.status === "REFUNDED" ? row.refund : null;
  if (!refund || refund.gateway <= 0) return false;
  if (refund.gatewayDone) return true;
  const pay = await repo.orderPayment(deps.db, await repo.orderPayNo(deps.db, row!.orderNo));
  let done = false;
  try {
    done = pay?.paymentKey ? await deps.payments.gateway.refundPart(pay.paymentKey, refund.gateway, returnNo) : false;
  } catch {
    // The provider did not answer: the refund stays owed, and the same key is tried again later.
  }
  await repo.noteGatewayTry(deps.db, returnNo, done, deps.clock());
  return done;
}

/** The store side retries a failed partial cancel (decision 421); idempotent. */
export async function retryGatewayRefund(deps: ReturnsDeps, returnNo: string) {
  const row = await repo.findReturn(deps.db, returnNo, null);
  if (!row) throw new AppError("returnNotFound");
  if (row.status !== "REFUNDED" || !row.refund || row.refund.gateway <= 0) throw new AppError("returnRefundNotOwed");
  if (!(await settleGatewayRefund(deps, returnNo))) throw new AppError("returnRefundFailed");
  return detailOf(deps.db, (await repo.findReturn(deps.db, returnNo, null))!);
}
