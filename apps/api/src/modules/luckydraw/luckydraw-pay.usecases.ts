import type { LuckyOrderResult } from "@cellar/contracts";
import { findPaymentsByNo } from "../../adapters/payment/payments.repository";
import {
  abandonPayment,
  type Fulfilment,
  type HostedPayment,
  openCheckout,
  openPayment,
} from "../../adapters/payment/payments.usecases";
import { AppError } from "../../app/http/errors";
import { productCards } from "../products";
import type { LuckyDrawDeps } from "./luckydraw.deps";
import { insertPaidPickupOrder, newLuckyOrderNo } from "./luckydraw.order";
import * as repo from "./luckydraw.repository";

/**
 * A winner starts paying for the bottle on the provider's hosted card page (decision 394). Only the
 * member's own WINNER entry, unpaid, inside its deadline; under the entry's row lock each start gets
 * its own attempt `<orderNo>-<n>` and the attempt it replaces is voided, so at most one is captured.
 */
export async function startLuckyPay(deps: LuckyDrawDeps, luckyDrawCd: string, mberNo: string, returnPath: string) {
  const now = deps.clock();
  const draw = await deps.repo.findDraw(deps.db, luckyDrawCd);
  if (!draw) throw new AppError("luckyDrawNotFound");
  const [card] = await productCards(deps.db, [draw.itemCd], null, now);
  const started = await deps.db.transaction(async (tx) => {
    const entry = await deps.repo.findEntry(tx, luckyDrawCd, mberNo, true);
    if (!entry) throw new AppError("luckyNotWinner");
    if (entry.paidAt) throw new AppError("luckyAlreadyPaid");
    if (entry.result === "LAPSED") throw new AppError("luckyPayExpired");
    if (entry.result !== "WINNER") throw new AppError("luckyNotWinner");
    if (!entry.payDeadlineAt || entry.payDeadlineAt <= now) throw new AppError("luckyPayExpired");
    const orderNo = entry.orderNo ?? newLuckyOrderNo(now);
    const hosted: HostedPayment = {
      orderNo: `${orderNo}-${entry.payAttempts + 1}`,
      mberNo,
      purpose: "LUCKY_DRAW",
      orderName: card?.itemNm ?? draw.title,
      amount: draw.drawPrice,
      returnPath,
      method: "CARD",
    };
    await deps.repo.updateEntry(tx, entry.entryNo, { orderNo });
    await deps.repo.setPayAttempt(tx, entry.entryNo, hosted.orderNo);
    await openPayment(tx, deps.payments.gateway.name, hosted, now);
    return { hosted, previous: entry.payNo };
  });
  if (started.previous) await abandonPayment(deps.payments, started.previous);
  const payUrl = await openCheckout(deps.payments, started.hosted);
  return { payNo: started.hosted.orderNo, amount: started.hosted.amount, payUrl };
}

/**
 * LUCKY_DRAW fulfilment (payments confirm, under the payment's row lock): the attempt must still be
 * the entry's current one, the entry still a WINNER unpaid. It becomes paid and the bottle a paid
 * pick-up order. Otherwise PAY0004, and the payments adapter refunds the capture.
 */
export const fulfilLuckyDraw: Fulfilment = async (tx, payment, now) => {
  const entry = await repo.findEntryByPayNo(tx, payment.orderNo, true);
  if (entry?.result !== "WINNER" || entry.paidAt || !entry.orderNo) throw new AppError("paymentVoided");
  const draw = await repo.findDraw(tx, entry.luckyDrawCd);
  if (!draw || draw.drawPrice !== payment.amount) throw new AppError("paymentVoided");
  await insertPaidPickupOrder(
    tx,
    {
      orderNo: entry.orderNo,
      payNo: payment.orderNo,
      payAttempts: entry.payAttempts,
      mberNo: entry.mberNo,
      tnantCd: entry.tnantCd,
      itemCd: draw.itemCd,
      itemNm: payment.orderName,
      price: draw.drawPrice,
    },
    now,
  );
  await repo.updateEntry(tx, entry.entryNo, { paidAt: now });
};

const appTime = (d: Date) =>
  new Intl.DateTimeFormat("sv-SE", {
    timeZone: "Asia/Seoul",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  })
    .format(d)
    .replace(/\D/g, "");

/** SPEC §3 lucky order result of the member's paid win (`/luckydraw/complete`); empty fields stay "". */
export async function luckyOrderResult(
  deps: LuckyDrawDeps,
  luckyDrawCd: string,
  mberNo: string,
): Promise<LuckyOrderResult> {
  const entry = await deps.repo.findEntry(deps.db, luckyDrawCd, mberNo);
  if (!entry?.paidAt || !entry.payNo || !entry.orderNo) throw new AppError("luckyNotPaid");
  const [p] = await findPaymentsByNo(deps.db, entry.payNo);
  if (!p) throw new AppError("luckyNotPaid");
  return {
    orderNo: entry.orderNo,
    tno: p.paymentKey ?? "",
    payAmt: p.amount,
    cardCd: p.cardCd ?? "",
    cardName: p.cardName ?? "",
    cardNo: p.cardNo ?? "",
    quota: "00",
    apprNo: "",
    billkey: "",
    appTime: p.approvedAt ? appTime(p.approvedAt) : "",
    optValue1: luckyDrawCd,
    purchaserCd: p.cardCd ?? "",
    issuerCd: p.cardCd ?? "",
  };
}
