import { randomBytes } from "node:crypto";
import { CARD_ISSUERS, type CardIssuerCode, EASY_PAY, type EasyPayResult, type EasyPayState } from "@cellar/contracts";
import { hash, verify } from "@node-rs/argon2";
import { chargeBillingKey, openBillingCharge } from "../../adapters/payment/payments.usecases";
import { AppError } from "../../app/http/errors";
import { seoulDate } from "../../app/seoul-date";
import type { CheckoutDeps } from "./order-create.usecases";
import { expireHolds } from "./order-expire";
import { type ClaimedAttempt, claimAttempt, payableOrThrow } from "./order-pay.usecases";

/** The demo member's easy-pay password (CONTRACT.md §6), seeded with the demo's card. */
export const EASY_PAY_DEMO_PASSWORD = "000000";

const colorOf = (cardCd: string) => CARD_ISSUERS[cardCd as CardIssuerCode]?.color ?? CARD_ISSUERS.ETC.color;

export async function easyPayState(deps: CheckoutDeps, mberNo: string): Promise<EasyPayState> {
  const [cards, settings] = await Promise.all([
    deps.easypay.listCards(deps.db, mberNo),
    deps.easypay.findSettings(deps.db, mberNo),
  ]);
  return {
    cards: cards.map((c) => ({
      billkey: c.billkey,
      cardCd: c.cardCd,
      cardName: c.cardName,
      cardNo: c.cardNo,
      color: colorOf(c.cardCd),
      regDate: seoulDate(c.createdAt),
    })),
    maxCards: EASY_PAY.maxCards,
    hasPassword: settings !== null,
    locked: settings?.lockedAt != null,
    failCount: settings?.failCount ?? 0,
  };
}

/** Starts a card registration on the gateway's page (SPEC §9 constants), at most 10 cards. */
export async function startRegistration(deps: CheckoutDeps, mberNo: string, returnPath: string) {
  if ((await deps.easypay.countCards(deps.db, mberNo)) >= EASY_PAY.maxCards) throw new AppError("easyPayCardLimit");
  const now = deps.clock();
  const regNo = `R${EASY_PAY.companyCd}${EASY_PAY.storeCd}${EASY_PAY.platformCd}${EASY_PAY.pgCd}${EASY_PAY.payCd}${randomBytes(5).toString("hex").toUpperCase()}`;
  await deps.easypay.insertRegistration(deps.db, regNo, mberNo, now);
  const payUrl = await deps.payments.gateway.startBilling({ regNo, returnUrl: returnPath });
  return { regNo, payUrl };
}

/** Saves the card the page registered; the first card also sets the 6-digit payment password. */
export async function confirmRegistration(
  deps: CheckoutDeps,
  mberNo: string,
  req: { regNo: string; billkey: string; password?: string | undefined },
): Promise<EasyPayResult> {
  const card = await deps.payments.gateway.billingCard(req.regNo, req.billkey);
  if (!card) throw new AppError("easyPayRegistrationNotFound");
  const passwordHash = req.password ? await hash(req.password) : null;
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    // The member row lock keeps two registrations from passing the limit, or both setting a password.
    await deps.easypay.memberPasswordHash(tx, mberNo, true);
    const settings = await deps.easypay.findSettings(tx, mberNo);
    if (!settings && !passwordHash) throw new AppError("easyPayPasswordRequired");
    if ((await deps.easypay.countCards(tx, mberNo)) >= EASY_PAY.maxCards) throw new AppError("easyPayCardLimit");
    if (!(await deps.easypay.completeRegistration(tx, req.regNo, mberNo, req.billkey))) {
      throw new AppError("easyPayRegistrationNotFound");
    }
    await deps.easypay.insertCard(tx, {
      billkey: card.billkey,
      mberNo,
      cardCd: card.cardCd,
      cardName: card.cardName,
      cardNo: card.cardNo,
      createdAt: now,
    });
    // The first card sets the 6-digit payment password; later ones keep it.
    if (!settings && passwordHash) await deps.easypay.savePassword(tx, mberNo, passwordHash, now);
  });
  return { code: "0000", message: "카드를 등록했습니다", ...card };
}

/** Deletes a registered card: the provider forgets its billing key first, so a failure there keeps both. */
export async function deleteCard(deps: CheckoutDeps, mberNo: string, billkey: string) {
  if (!(await deps.easypay.findCard(deps.db, mberNo, billkey))) throw new AppError("easyPayCardNotFound");
  await deps.payments.gateway.removeBillingKey(billkey);
  if (!(await deps.easypay.deleteCard(deps.db, mberNo, billkey))) throw new AppError("easyPayCardNotFound");
  return easyPayState(deps, mberNo);
}

/** Resets the payment password (and the lock), proven by the login password. */
export async function resetPassword(deps: CheckoutDeps, mberNo: string, loginPassword: string, password: string) {
  const current = await deps.easypay.memberPasswordHash(deps.db, mberNo);
  if (!current || !(await verify(current, loginPassword))) throw new AppError("invalidCredentials");
  await deps.easypay.savePassword(deps.db, mberNo, await hash(password), deps.clock());
  return easyPayState(deps, mberNo);
}

type PasswordOutcome = { kind: "ok" } | { kind: "wrong"; fails: number } | { kind: "locked" } | { kind: "unset" };

/**
 * Checks the payment password: 5 wrong tries in a row lock easy pay until a reset. The tries of one
 * member are checked one at a time under the settings row lock (as login attempts are), so however
 * many arrive at once, at most 5 wrong ones are checked before the lock. The outcome is returned,
 * not thrown, so a counted failure commits with the transaction.
 */
export async function checkPassword(deps: CheckoutDeps, mberNo: string, password: string) {
  const max = EASY_PAY.maxPasswordFailures;
  const now = deps.clock();
  const outcome = await deps.db.transaction(async (tx): Promise<PasswordOutcome> => {
    const settings = await deps.easypay.lockSettings(tx, mberNo);
    if (!settings) return { kind: "unset" };
    if (settings.lockedAt) return { kind: "locked" };
    if (await verify(settings.passwordHash, password).catch(() => false)) {
      if (settings.failCount > 0) await deps.easypay.saveFailures(tx, mberNo, 0, null, now);
      return { kind: "ok" };
    }
    const fails = settings.failCount + 1;
    await deps.easypay.saveFailures(tx, mberNo, fails, fails >= max ? now : null, now);
    return fails >= max ? { kind: "locked" } : { kind: "wrong", fails };
  });
  if (outcome.kind === "unset") throw new AppError("easyPayPasswordRequired");
  if (outcome.kind === "locked") throw new AppError("easyPayLocked");
  if (outcome.kind === "wrong") {
    throw new AppError("easyPayPasswordWrong", `결제 비밀번호가 일치하지 않습니다 (${outcome.fails}/${max})`);
  }
}

/**
 * Easy pay for another purpose (a lucky draw's winner): the payment password is checked (with its
 * lock-out) and the registered card must be the member's. The caller then records and makes the
 * charge (openBillingCharge, chargeBillingKey).
 */
export async function authorizeEasyPay(deps: CheckoutDeps, mberNo: string, billkey: string, password: string) {
  await checkPassword(deps, mberNo, password);
  if (!(await deps.easypay.findCard(deps.db, mberNo, billkey))) throw new AppError("easyPayCardNotFound");
}

/**
 * Pays an unpaid order's card part with a registered card after the password check. The attempt is
 * claimed under the order's row lock with the charge recorded in it, so parallel taps charge once and
 * the others are told the order is already being paid (ORD0015).
 */
export async function payWithEasyPay(
  deps: CheckoutDeps,
  mberNo: string,
  orderNo: string,
  req: { billkey: string; password: string },
) {
  // An order that cannot be paid is refused before the password counts a try; the claim checks again.
  await expireHolds(deps, mberNo);
  const order = await deps.repo.findOrder(deps.db, mberNo, orderNo);
  if (!order) throw new AppError("orderNotFound");
  payableOrThrow(order, deps.clock());
  await checkPassword(deps, mberNo, req.password);
  if (!(await deps.easypay.findCard(deps.db, mberNo, req.billkey))) throw new AppError("easyPayCardNotFound");
  const charge = (claimed: ClaimedAttempt) => ({
    mberNo,
    purpose: "ORDER" as const,
    orderNo: claimed.payNo,
    orderName: claimed.orderName,
    amount: claimed.order.cardAmt,
    billkey: req.billkey,
  });
  const claimed = await claimAttempt(deps, mberNo, orderNo, "EASYPAY", (tx, c) =>
    openBillingCharge(tx, deps.payments.gateway.name, charge(c), deps.clock()),
  );
  await chargeBillingKey(deps.payments, charge(claimed));
}
