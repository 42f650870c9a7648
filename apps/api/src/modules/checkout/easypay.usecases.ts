import { randomBytes } from "node:crypto";
import { CARD_ISSUERS, type CardIssuerCode, EASY_PAY, type EasyPayResult, type EasyPayState } from "@cellar/contracts";
import { hash, verify } from "@node-rs/argon2";
import { abandonPayment, chargeBillingKey } from "../../adapters/payment/payments.usecases";
import { AppError } from "../../app/http/errors";
import { seoulDate } from "../../app/seoul-date";
import * as repo from "./checkout.repository";
import * as ep from "./easypay.repository";
import type { CheckoutDeps } from "./order-create.usecases";
import { expireHolds } from "./order-expire";

/** The demo member's easy-pay password (CONTRACT.md §6), seeded with the demo's card. */
export const EASY_PAY_DEMO_PASSWORD = "000000";

const colorOf = (cardCd: string) => CARD_ISSUERS[cardCd as CardIssuerCode]?.color ?? CARD_ISSUERS.ETC.color;

export async function easyPayState(deps: CheckoutDeps, mberNo: string): Promise<EasyPayState> {
  const [cards, settings] = await Promise.all([ep.listCards(deps.db, mberNo), ep.findSettings(deps.db, mberNo)]);
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
  if ((await ep.countCards(deps.db, mberNo)) >= EASY_PAY.maxCards) throw new AppError("easyPayCardLimit");
  const now = deps.clock();
  const regNo = `R${EASY_PAY.companyCd}${EASY_PAY.storeCd}${EASY_PAY.platformCd}${EASY_PAY.pgCd}${EASY_PAY.payCd}${randomBytes(5).toString("hex").toUpperCase()}`;
  await ep.insertRegistration(deps.db, regNo, mberNo, now);
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
  const settings = await ep.findSettings(deps.db, mberNo);
  if (!settings && !req.password) throw new AppError("easyPayPasswordRequired");
  const passwordHash = !settings && req.password ? await hash(req.password) : null;
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    // The member row lock keeps two registrations from passing the limit together.
    await ep.memberPasswordHash(tx, mberNo, true);
    if ((await ep.countCards(tx, mberNo)) >= EASY_PAY.maxCards) throw new AppError("easyPayCardLimit");
    if (!(await ep.completeRegistration(tx, req.regNo, mberNo, req.billkey))) {
      throw new AppError("easyPayRegistrationNotFound");
    }
    await ep.insertCard(tx, {
      billkey: card.billkey,
      mberNo,
      cardCd: card.cardCd,
      cardName: card.cardName,
      cardNo: card.cardNo,
      createdAt: now,
    });
    if (passwordHash) await ep.savePassword(tx, mberNo, passwordHash, now);
  });
  return { code: "0000", message: "카드를 등록했습니다", ...card };
}

export async function deleteCard(deps: CheckoutDeps, mberNo: string, billkey: string) {
  if (!(await ep.deleteCard(deps.db, mberNo, billkey))) throw new AppError("easyPayCardNotFound");
  await deps.payments.gateway.removeBillingKey(billkey);
  return easyPayState(deps, mberNo);
}

/** Resets the payment password (and the lock), proven by the login password. */
export async function resetPassword(deps: CheckoutDeps, mberNo: string, loginPassword: string, password: string) {
  const current = await ep.memberPasswordHash(deps.db, mberNo);
  if (!current || !(await verify(current, loginPassword))) throw new AppError("invalidCredentials");
  await ep.savePassword(deps.db, mberNo, await hash(password), deps.clock());
  return easyPayState(deps, mberNo);
}

/** Checks the payment password: 5 wrong tries in a row lock easy pay until a reset. */
export async function checkPassword(deps: CheckoutDeps, mberNo: string, password: string) {
  const settings = await ep.findSettings(deps.db, mberNo);
  if (!settings) throw new AppError("easyPayPasswordRequired");
  if (settings.lockedAt) throw new AppError("easyPayLocked");
  if (await verify(settings.passwordHash, password)) {
    await ep.clearFailures(deps.db, mberNo);
    return;
  }
  const fails = await ep.addFailure(deps.db, mberNo, EASY_PAY.maxPasswordFailures, deps.clock());
  if (fails === null || fails >= EASY_PAY.maxPasswordFailures) throw new AppError("easyPayLocked");
  throw new AppError(
    "easyPayPasswordWrong",
    `결제 비밀번호가 일치하지 않습니다 (${fails}/${EASY_PAY.maxPasswordFailures})`,
  );
}

/** Pays an unpaid order's card part with a registered card after the password check. */
export async function payWithEasyPay(
  deps: CheckoutDeps,
  mberNo: string,
  orderNo: string,
  req: { billkey: string; password: string },
) {
  await expireHolds(deps, mberNo);
  const order = await repo.findOrder(deps.db, mberNo, orderNo);
  if (!order) throw new AppError("orderNotFound");
  const now = deps.clock();
  if (order.orderStatCd !== "00" || order.cardAmt <= 0 || (order.holdUntil && order.holdUntil < now)) {
    throw new AppError("orderNotPayable");
  }
  await checkPassword(deps, mberNo, req.password);
  if (!(await ep.findCard(deps.db, mberNo, req.billkey))) throw new AppError("easyPayCardNotFound");
  if (order.payNo) await abandonPayment(deps.payments, order.payNo);
  const payNo = `${orderNo}-${order.payAttempts + 1}`;
  await repo.setPayAttempt(deps.db, orderNo, payNo, "EASYPAY", now);
  const items = await repo.findOrderItems(deps.db, orderNo);
  await chargeBillingKey(deps.payments, {
    mberNo,
    purpose: "ORDER",
    orderNo: payNo,
    orderName: items.length > 1 ? `${items[0]!.itemNm} 외 ${items.length - 1}건` : (items[0]?.itemNm ?? orderNo),
    amount: order.cardAmt,
    billkey: req.billkey,
  });
}
