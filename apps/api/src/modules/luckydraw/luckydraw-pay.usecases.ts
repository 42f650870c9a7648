import type { LuckyOrderResult, LuckyPayRequest } from "@cellar/contracts";
import { findPaymentsByNo } from "../../adapters/payment/payments.repository";
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
import { productCards } from "../products";
import type { LuckyDrawDeps } from "./luckydraw.deps";
import { insertPaidPickupOrder, newLuckyOrderNo } from "./luckydraw.order";
import type { EntryRow } from "./luckydraw.repository";
import * as repo from "./luckydraw.repository";

type Attempt = { orderNo: string; orderName: string; amount: number; mberNo: string };

/**
 * Claims a winner's next payment attempt under the entry's row lock (decision 394): only the
 * member's own WINNER entry, unpaid, inside its deadline, and no easy-pay charge of it under way.
 * Each claim gets its own attempt `<orderNo>-<n>` (the order number is fixed at the first), recorded
 * by `open` in the same transaction; the attempt it replaces is voided after the commit.
 */
async function claimAttempt(
  deps: LuckyDrawDeps,
  luckyDrawCd: string,
  mberNo: string,
  open: (tx: Tx, a: Attempt, now: Date) => Promise<void>,
): Promise<Attempt> {
  const now = deps.clock();
  const draw = await deps.repo.findDraw(deps.db, luckyDrawCd);
  if (!draw) throw new AppError("luckyDrawNotFound");
  const [card] = await productCards(deps.db, [draw.itemCd], null, now);
  const claimed = await deps.db.transaction(async (tx) => {
    const entry = await deps.repo.findEntry(tx, luckyDrawCd, mberNo, true);
    payableOrThrow(entry, now);
    if (entry!.payNo && (await isBillingChargeOpen(tx, entry!.payNo, now)))
      throw new AppError("orderPaymentInProgress");
    const orderNo = entry!.orderNo ?? newLuckyOrderNo(now);
    const attempt = {
      orderNo: `${orderNo}-${entry!.payAttempts + 1}`,
      orderName: card?.itemNm ?? draw.title,
      amount: draw.drawPrice,
      mberNo,
    };
    await deps.repo.updateEntry(tx, entry!.entryNo, { orderNo });
    await deps.repo.setPayAttempt(tx, entry!.entryNo, attempt.orderNo);
    await open(tx, attempt, now);
    return { attempt, previous: entry!.payNo };
  });
  if (claimed.previous) await abandonPayment(deps.payments, claimed.previous);
  return claimed.attempt;
}

function payableOrThrow(entry: EntryRow | null, now: Date) {
  if (!entry) throw new AppError("luckyNotWinner");
  if (entry.paidAt) throw new AppError("luckyAlreadyPaid");
  if (entry.result === "LAPSED") throw new AppError("luckyPayExpired");
  if (entry.result !== "WINNER") throw new AppError("luckyNotWinner");
  if (!entry.payDeadlineAt || entry.payDeadlineAt <= now) throw new AppError("luckyPayExpired");
}

/**
 * A winner pays for the bottle: by card on the provider's hosted page (its address is answered),
 * or by easy pay with a registered card and the payment password (charged at once; `payUrl` null).
 * Parallel payments by the winner capture once (PostgreSQL test).
 */
export async function startLuckyPay(deps: LuckyDrawDeps, luckyDrawCd: string, mberNo: string, req: LuckyPayRequest) {
  if (req.payMethod === "EASYPAY") {
    // Refused before the password counts a try when there is nothing to pay.
    payableOrThrow(await deps.repo.findEntry(deps.db, luckyDrawCd, mberNo), deps.clock());
    await authorizeEasyPay(deps, mberNo, req.billkey!, req.password!);
    const charge = (a: Attempt) => ({ ...a, purpose: "LUCKY_DRAW" as const, billkey: req.billkey! });
    const a = await claimAttempt(deps, luckyDrawCd, mberNo, (tx, at, now) =>
      openBillingCharge(tx, deps.payments.gateway.name, charge(at), now),
    );
    await chargeBillingKey(deps.payments, charge(a));
    return { payNo: a.orderNo, amount: a.amount, payUrl: null };
  }
  const hosted = (a: Attempt): HostedPayment => ({
    ...a,
    purpose: "LUCKY_DRAW",
    returnPath: req.returnPath,
    method: "CARD",
  });
  const a = await claimAttempt(deps, luckyDrawCd, mberNo, (tx, at, now) =>
    openPayment(tx, deps.payments.gateway.name, hosted(at), now),
  );
  return { payNo: a.orderNo, amount: a.amount, payUrl: await openCheckout(deps.payments, hosted(a)) };
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
