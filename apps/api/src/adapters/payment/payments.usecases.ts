import { randomBytes } from "node:crypto";
import type { PaymentConfirmRequest, PaymentPurpose, PaymentResult, PaymentStart } from "@cellar/contracts";
import { AppError } from "../../app/http/errors";
import type { Db, Queryable, Tx } from "../../app/query";
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
  /**
   * Purposes whose payment is voided when a confirm carries another amount (a tampered amount):
   * the hook undoes what the payment was for (an order releases its holds).
   */
  voids?: Partial<Record<PaymentPurpose, Fulfilment>>;
  /**
   * Purposes whose payment must still be allowed when it is confirmed (a top-up against the balance
   * ceiling): run under the payment's row lock before the provider captures; an AppError refuses the
   * confirm and the authorisation is voided, so nothing is captured.
   */
  admissions?: Partial<Record<PaymentPurpose, Fulfilment>>;
};

/** How long a started payment counts as open (the hosted page's session). */
export const PAYMENT_HOLD_MINUTES = 30;

/** P + Seoul date + 10 hex digits, e.g. P20261122A1B2C3D4E5. */
const newOrderNo = (now: Date) =>
  `P${seoulDate(now).replaceAll("-", "")}${randomBytes(5).toString("hex").toUpperCase()}`;

/** A payment made on the provider's hosted page. */
export type HostedPayment = {
  orderNo: string;
  mberNo: string;
  purpose: PaymentPurpose;
  orderName: string;
  amount: number;
  returnPath: string;
  method?: "CARD" | "RGLR" | "TOSS" | undefined;
};

/**
 * Records a payment about to open on the hosted page (READY, held while the page is open), in the
 * caller's transaction: what the payment is for and the payment itself commit together.
 */
export async function openPayment(tx: Queryable, gatewayName: string, p: HostedPayment, now: Date) {
  await repo.insertPayment(tx, {
    orderNo: p.orderNo,
    mberNo: p.mberNo,
    purpose: p.purpose,
    orderName: p.orderName,
    amount: p.amount,
    returnPath: p.returnPath,
    provider: gatewayName,
    method: p.method ?? "CARD",
    createdAt: now,
    holdUntil: new Date(now.getTime() + PAYMENT_HOLD_MINUTES * 60_000),
  });
}

/**
 * Opens the provider's hosted page for a recorded payment. When the provider cannot, the payment
 * fails and the caller gets PAY0005 (a clear "try again"), never a 500 with the payment left open.
 */
export async function openCheckout(deps: PaymentsDeps, p: HostedPayment): Promise<string> {
  try {
    return await deps.gateway.startCheckout({
      orderNo: p.orderNo,
      orderName: p.orderName,
      amount: p.amount,
      returnUrl: p.returnPath,
      method: p.method === "TOSS" ? "TOSS" : "CARD",
    });
  } catch (error) {
    await repo.markStatus(deps.db, p.orderNo, "READY", "FAILED");
    throw Object.assign(new AppError("paymentStartFailed"), { cause: error });
  }
}

/** Starts a payment of its own (paid membership, prepaid top-up) on the hosted page. */
export async function startPayment(
  deps: PaymentsDeps,
  input: Omit<HostedPayment, "orderNo"> & {
    /** Checks run in the transaction that records the payment (a limit counting open payments). */
    admit?: (tx: Tx, now: Date) => Promise<void>;
  },
): Promise<PaymentStart> {
  const now = deps.clock();
  const payment = { ...input, orderNo: newOrderNo(now) };
  await deps.db.transaction(async (tx) => {
    await input.admit?.(tx, now);
    await openPayment(tx, deps.gateway.name, payment, now);
  });
  const payUrl = await openCheckout(deps, payment);
  return { orderNo: payment.orderNo, amount: input.amount, orderName: input.orderName, payUrl };
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
  if (stored.amount !== req.amount) {
    if (stored.status === "READY") await voidTampered(deps, stored);
    throw new AppError("paymentAmountMismatch");
  }
  if (stored.status === "DONE") return sameKeyOrThrow(stored, req.paymentKey);
  if (stored.status !== "READY") {
    // Abandoned (a newer attempt, a cancel, an expired hold) before the holder approved it: the
    // approval must not stay as a hold on the card.
    if (stored.status === "FAILED") await deps.gateway.voidPayment(stored.orderNo);
    throw new AppError("paymentVoided");
  }
  const admit = deps.admissions?.[stored.purpose as PaymentPurpose];
  if (admit) await admitOrVoid(deps, stored, admit);

  const outcome = await deps.gateway.confirm(req);
  if (!outcome.ok) {
    throw new AppError(outcome.reason === "amountMismatch" ? "paymentAmountMismatch" : "paymentNotApproved");
  }
  try {
    return await deps.db.transaction(async (tx) => {
      const locked = await repo.findPayment(tx, mberNo, req.orderNo, true);
      if (!locked) throw new AppError("paymentNotFound");
      if (locked.status === "DONE") return sameKeyOrThrow(locked, req.paymentKey);
      if (locked.status !== "READY") throw new AppError("paymentVoided");
      const fulfil = deps.fulfilments[locked.purpose as PaymentPurpose];
      if (!fulfil) throw new Error(`no fulfilment for payment purpose ${locked.purpose}`);
      const now = deps.clock();
      await fulfil(tx, locked, now);
      const approval = {
        paymentKey: outcome.approval.paymentKey,
        cardNo: outcome.approval.cardNo,
        cardCd: outcome.approval.cardCd ?? null,
        cardName: outcome.approval.cardName ?? null,
        approvedAt: now,
      };
      await repo.markDone(tx, locked.orderNo, approval);
      return toResult({ ...locked, ...approval, status: "DONE" });
    });
  } catch (error) {
    // Captured, but what it paid for is gone (an order released meanwhile): give the money back.
    if (error instanceof AppError && error.def.code === "PAY0004") {
      await deps.gateway.refund(outcome.approval.paymentKey);
      await repo.markStatus(deps.db, req.orderNo, "READY", "FAILED");
    }
    throw error;
  }
}

/** Runs a purpose's admission before the capture; a refusal voids the authorisation (nothing captured). */
async function admitOrVoid(deps: PaymentsDeps, stored: repo.PaymentRow, admit: Fulfilment) {
  try {
    await deps.db.transaction(async (tx) => {
      const locked = await repo.findPayment(tx, stored.mberNo, stored.orderNo, true);
      if (locked?.status !== "READY") return;
      await admit(tx, locked, deps.clock());
    });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    await deps.gateway.voidPayment(stored.orderNo);
    await repo.markStatus(deps.db, stored.orderNo, "READY", "FAILED");
    throw error;
  }
}

/** A confirm with another amount: the authorisation is voided and the purpose undone. */
async function voidTampered(deps: PaymentsDeps, stored: repo.PaymentRow) {
  const undo = deps.voids?.[stored.purpose as PaymentPurpose];
  if (!undo) return;
  await deps.gateway.voidPayment(stored.orderNo);
  await deps.db.transaction(async (tx) => {
    const locked = await repo.findPayment(tx, stored.mberNo, stored.orderNo, true);
    if (locked?.status !== "READY") return;
    await undo(tx, locked, deps.clock());
    await repo.markStatus(tx, locked.orderNo, "READY", "FAILED");
  });
}

/**
 * Abandons a payment still open (the card holder cancelled, a new attempt replaces it, its order's
 * hold ran out). It is marked FAILED first, so a confirm under way can no longer fulfil it, then
 * voided at the provider; one the provider already captured (a confirm that never finished) is
 * refunded. A payment confirmed meanwhile (DONE) is left alone.
 */
export async function abandonPayment(deps: PaymentsDeps, orderNo: string) {
  if (!(await repo.markStatus(deps.db, orderNo, "READY", "FAILED"))) return;
  await deps.gateway.voidPayment(orderNo);
  const state = await deps.gateway.lookup(orderNo);
  if (state?.status === "CAPTURED" && state.paymentKey) await deps.gateway.refund(state.paymentKey);
}

/**
 * Reconciliation of a payment whose answer was lost: asks the provider and, when it approved,
 * confirms exactly as the redirect would have.
 */
export async function reconcilePayment(deps: PaymentsDeps, mberNo: string, orderNo: string) {
  const stored = await repo.findPayment(deps.db, mberNo, orderNo);
  if (!stored) throw new AppError("paymentNotFound");
  if (stored.status === "READY") {
    const state = await deps.gateway.lookup(orderNo);
    if (state?.paymentKey && (state.status === "AUTHORIZED" || state.status === "CAPTURED")) {
      await confirmPayment(deps, mberNo, { paymentKey: state.paymentKey, orderNo, amount: stored.amount });
    } else if (state && ["DECLINED", "CANCELLED", "VOIDED"].includes(state.status)) {
      await repo.markStatus(deps.db, orderNo, "READY", "FAILED");
    }
  }
  const now = (await repo.findPayment(deps.db, mberNo, orderNo))!;
  return {
    orderNo,
    // A payment refunded (or being refunded) after its order was cancelled no longer pays anything.
    status: (now.status === "CANCELLED" || now.status === "REFUNDING" ? "FAILED" : now.status) as
      | "READY"
      | "DONE"
      | "FAILED",
    amount: now.amount,
    cardNo: now.cardNo,
    approvedAt: now.approvedAt ? now.approvedAt.toISOString() : null,
  };
}

type BillingCharge = {
  mberNo: string;
  purpose: PaymentPurpose;
  orderNo: string;
  orderName: string;
  amount: number;
  billkey: string;
};

/**
 * Records an easy-pay charge about to be made (READY, held for a minute: the charge happens while
 * the request waits), in the caller's transaction, so the caller can see an open charge and refuse
 * a second one before anything reaches the provider.
 */
export async function openBillingCharge(db: Queryable, gatewayName: string, input: BillingCharge, now: Date) {
  await repo.insertPayment(db, {
    orderNo: input.orderNo,
    mberNo: input.mberNo,
    purpose: input.purpose,
    orderName: input.orderName,
    amount: input.amount,
    returnPath: "/",
    provider: gatewayName,
    method: "EASYPAY",
    createdAt: now,
    holdUntil: new Date(now.getTime() + 60_000),
  });
}

/** Whether an easy-pay charge is still under way: READY inside its hold. */
export async function isBillingChargeOpen(db: Queryable, orderNo: string, now: Date) {
  const [row] = await repo.findPaymentsByNo(db, orderNo);
  return row?.method === "EASYPAY" && row.status === "READY" && row.holdUntil !== null && row.holdUntil > now;
}

/**
 * Charges a registered card (easy pay) for a charge opened by `openBillingCharge`: authorised by
 * the billing key, then confirmed as usual.
 */
export async function chargeBillingKey(deps: PaymentsDeps, input: BillingCharge) {
  const paymentKey = await deps.gateway.authorizeBillingKey(input);
  if (!paymentKey) {
    await repo.markStatus(deps.db, input.orderNo, "READY", "FAILED");
    throw new AppError("paymentNotApproved");
  }
  return confirmPayment(deps, input.mberNo, { paymentKey, orderNo: input.orderNo, amount: input.amount });
}

/**
 * Starts the refund of a captured payment (an order cancelled after payment), in the transaction
 * that cancels what it paid for: DONE → REFUNDING. `finishRefunds` then asks the provider, after the
 * commit; a refund the provider could not make stays REFUNDING and is tried again (decision 370).
 */
export async function startRefund(tx: Queryable, orderNo: string) {
  return repo.markStatus(tx, orderNo, "DONE", "REFUNDING");
}

/**
 * Asks the provider for the refunds still owed (the given payments, or every REFUNDING one of the
 * member): each becomes CANCELLED once the provider has refunded or voided it. A provider failure
 * leaves it REFUNDING for the next try; it never fails the caller.
 */
export async function finishRefunds(deps: PaymentsDeps, filter: { orderNos?: string[]; mberNo?: string }) {
  for (const p of await repo.findRefunding(deps.db, filter)) {
    try {
      const refunded = p.paymentKey ? await deps.gateway.refund(p.paymentKey) : false;
      const state = refunded ? null : await deps.gateway.lookup(p.orderNo);
      if (refunded || state?.status === "REFUNDED" || state?.status === "VOIDED") {
        await repo.markStatus(deps.db, p.orderNo, "REFUNDING", "CANCELLED");
      }
    } catch {
      // The provider did not answer: the refund stays owed and is tried again.
    }
  }
}

function sameKeyOrThrow(p: repo.PaymentRow, paymentKey: string): PaymentResult {
  if (p.paymentKey !== paymentKey) throw new AppError("paymentNotApproved");
  return toResult(p);
}

/**
 * What a member's other open payments of a purpose hold (READY, inside their hold), and a short hold
 * on this one while it is confirmed, so that concurrent admissions count each other.
 */
export async function holdForConfirm(tx: Queryable, payment: repo.PaymentRow, now: Date) {
  const others = await repo.openAmount(tx, payment.mberNo, payment.purpose, now, payment.orderNo);
  await repo.setHoldUntil(tx, payment.orderNo, new Date(now.getTime() + 2 * 60_000));
  return others;
}

/** What a member's open payments of a purpose hold (READY, inside their hold). */
export const openPaymentsAmount = (db: Queryable, mberNo: string, purpose: PaymentPurpose, now: Date) =>
  repo.openAmount(db, mberNo, purpose, now);
