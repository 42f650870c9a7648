import { randomBytes } from "node:crypto";
import type { PaymentConfirmRequest, PaymentPurpose, PaymentResult, PaymentStart } from "@cellar/contracts";
import type { Db, Tx } from "../../app/db";
import { AppError } from "../../app/http/errors";
import { seoulDate } from "../../app/seoul-date";
import type { PaymentGateway } from "./gateway";
import * as repo from "./payments.repository";

/** What a confirmed payment buys, applied in the same transaction that marks it DONE. */
export type Fulfilment = (tx: Tx, payment: repo.PaymentRow, now: Date) => Promise<void>;

export type PaymentsDeps = {
  db: Db;
  clock: () => Date;
  gateway: PaymentGateway;
  /** One per purpose; the checkout issue adds ORDER. */
  fulfilments: Partial<Record<PaymentPurpose, Fulfilment>>;
};

/** P + Seoul date + 10 hex digits, e.g. P20261122A1B2C3D4E5. */
const newOrderNo = (now: Date) =>
  `P${seoulDate(now).replaceAll("-", "")}${randomBytes(5).toString("hex").toUpperCase()}`;

export async function startPayment(
  deps: PaymentsDeps,
  input: {
    mberNo: string;
    purpose: PaymentPurpose;
    orderName: string;
    amount: number;
    returnPath: string;
    orderNo?: string;
  },
): Promise<PaymentStart> {
  const now = deps.clock();
  const orderNo = input.orderNo ?? newOrderNo(now);
  await repo.insertPayment(deps.db, {
    orderNo,
    mberNo: input.mberNo,
    purpose: input.purpose,
    orderName: input.orderName,
    amount: input.amount,
    returnPath: input.returnPath,
    provider: deps.gateway.name,
    createdAt: now,
  });
  const payUrl = await deps.gateway.startCheckout({
    orderNo,
    orderName: input.orderName,
    amount: input.amount,
    returnUrl: input.returnPath,
  });
  return { orderNo, amount: input.amount, orderName: input.orderName, payUrl };
}

const toResult = (p: repo.PaymentRow): PaymentResult => ({
  orderNo: p.orderNo,
  purpose: p.purpose as PaymentPurpose,
  amount: p.amount,
  status: "DONE",
  approvedAt: (p.approvedAt ?? new Date()).toISOString(),
  cardNo: p.cardNo ?? "",
});

/**
 * Server-side confirmation (CONTRACT.md §7): the amount must be the one we stored; the provider
 * captures at most once; the payment's purpose is fulfilled once under a row lock. A repeated
 * confirm with the same key answers the same result.
 */
export async function confirmPayment(deps: PaymentsDeps, mberNo: string, req: PaymentConfirmRequest) {
  const stored = await repo.findPayment(deps.db, mberNo, req.orderNo);
  if (!stored) throw new AppError("paymentNotFound");
  if (stored.amount !== req.amount) throw new AppError("paymentAmountMismatch");
  if (stored.status === "DONE") return sameKeyOrThrow(stored, req.paymentKey);

  const outcome = await deps.gateway.confirm(req);
  if (!outcome.ok) {
    throw new AppError(outcome.reason === "amountMismatch" ? "paymentAmountMismatch" : "paymentNotApproved");
  }
  return deps.db.transaction(async (tx) => {
    const locked = await repo.findPayment(tx, mberNo, req.orderNo, true);
    if (!locked) throw new AppError("paymentNotFound");
    if (locked.status === "DONE") return sameKeyOrThrow(locked, req.paymentKey);
    const fulfil = deps.fulfilments[locked.purpose as PaymentPurpose];
    if (!fulfil) throw new Error(`no fulfilment for payment purpose ${locked.purpose}`);
    const now = deps.clock();
    await fulfil(tx, locked, now);
    const approval = { paymentKey: outcome.approval.paymentKey, cardNo: outcome.approval.cardNo, approvedAt: now };
    await repo.markDone(tx, locked.orderNo, approval);
    return toResult({ ...locked, ...approval, status: "DONE" });
  });
}

function sameKeyOrThrow(p: repo.PaymentRow, paymentKey: string): PaymentResult {
  if (p.paymentKey !== paymentKey) throw new AppError("paymentNotApproved");
  return toResult(p);
}
