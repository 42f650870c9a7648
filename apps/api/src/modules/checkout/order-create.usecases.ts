import { randomBytes } from "node:crypto";
import {
  ORDER_DELIVERY_CODES,
  ORDER_HOLD_MINUTES,
  ORDER_STATUS,
  ORDER_STATUS_AWAITING_PAYMENT,
  type OrderCreateRequest,
  type OrderStart,
  type PayMethod,
  pickupTimes,
  seoulMinutes,
} from "@cellar/contracts";
import {
  type HostedPayment,
  openCheckout,
  openPayment,
  type PaymentsDeps,
} from "../../adapters/payment/payments.usecases";
import { isUniqueViolation } from "../../app/http/db-errors";
import { AppError } from "../../app/http/errors";
import type { Queryable } from "../../app/query";
import { addDays, seoulDate } from "../../app/seoul-date";
import { removeOrderedLines } from "../cart";
import { useCoupon } from "../coupons";
import { debitPrepaid } from "../prepaid";
import { adjustStoreStock } from "../restock";
import { recordInTx } from "../stamps";
import { calculate } from "./calculate.usecases";
import type * as CheckoutRepository from "./checkout.repository";
import type * as EasyPayRepository from "./easypay.repository";
import type * as OrderReadRepository from "./order-read.repository";
import { lockOrder, releaseOrder, stampMemo, unitsBy } from "./order-release";
import type * as ShippingRepository from "./shipping.repository";

/** What the checkout use-cases work with (routes build it with the module's repositories). */
export type CheckoutDeps = {
  db: PaymentsDeps["db"];
  clock: () => Date;
  payments: PaymentsDeps;
  repo: typeof CheckoutRepository;
  read: typeof OrderReadRepository;
  easypay: typeof EasyPayRepository;
  shipping: typeof ShippingRepository;
  /** Called in the transaction that makes an order paid (the server hands in the wine keep's). */
  onOrderPaid?: OrderPaidHook;
};

/** What another module does when an order becomes paid, in the same transaction (decision 407). */
export type OrderPaidHook = (tx: Queryable, orderNo: string, now: Date) => Promise<void>;

/** O + Seoul date + 10 hex digits, e.g. O20261124A1B2C3D4E5. */
const newOrderNo = (now: Date) =>
  `O${seoulDate(now).replaceAll("-", "")}${randomBytes(5).toString("hex").toUpperCase()}`;

const firstPayNo = (orderNo: string) => `${orderNo}-1`;
/** Methods paid on the gateway's hosted page (easy pay charges a registered card instead). */
const onHostedPage = (m: PayMethod): m is "CARD" | "RGLR" | "TOSS" => m === "CARD" || m === "RGLR" || m === "TOSS";

/** Pick-up days offered on the order sheet: today and the next 6 days. */
export const pickupDates = (now: Date) => Array.from({ length: 7 }, (_, i) => addDays(seoulDate(now), i));

/**
 * A pick-up time is one the order sheet offers (`pickupTimes`): a pick-up order with its day, within
 * the store's hours, and today not sooner than the lead time (docs/decisions/361).
 */
function checkPickupTime(
  req: OrderCreateRequest,
  time: string,
  store: { openTime: string; closeTime: string },
  now: Date,
) {
  const today = req.revDate === seoulDate(now);
  const offered =
    req.orderDeliveryCd === ORDER_DELIVERY_CODES.pickup && req.revDate
      ? pickupTimes(store.openTime, store.closeTime, today ? seoulMinutes(now) : undefined)
      : [];
  if (!offered.includes(time)) throw new AppError("pickupTimeInvalid");
}

/**
 * Creates the order (status 00) and holds what it takes, in one transaction: stock (conditional
 * update, no oversell), coupons (single use), stamps and prepaid (never negative). With nothing
 * left for a card it is paid at once; otherwise the card part's payment is started.
 */
export async function createOrder(deps: CheckoutDeps, mberNo: string, req: OrderCreateRequest): Promise<OrderStart> {
  const { calc, lines, ctx, paid } = await calculate(deps, mberNo, req);
  const now = deps.clock();
  const { amounts } = calc;
  if (amounts.netAmt !== req.expectedNetAmt) throw new AppError("orderAmountChanged");
  const payMethod: PayMethod = amounts.cardAmt === 0 ? "PREPAID" : req.payMethod;
  if (payMethod === "PREPAID" && amounts.cardAmt > 0) throw new AppError("payMethodMismatch");
  if (onHostedPage(payMethod) && !req.returnPath) throw new AppError("payMethodMismatch");
  const address =
    req.orderDeliveryCd === ORDER_DELIVERY_CODES.delivery
      ? await deps.shipping.findAddress(deps.db, mberNo, req.addrNo ?? 0)
      : null;
  if (req.orderDeliveryCd === ORDER_DELIVERY_CODES.delivery && !address) throw new AppError("deliveryAddressRequired");
  if (req.revDate && !pickupDates(now).includes(req.revDate)) throw new AppError("pickupDateInvalid");
  // The first line's store gathers the order; its hours came with the lines.
  if (req.revTakeHm) checkPickupTime(req, req.revTakeHm, lines[0]!.store, now);

  const orderNo = newOrderNo(now);
  const holdUntil = new Date(now.getTime() + ORDER_HOLD_MINUTES * 60_000);
  const names = lines.map((l) => l.itemNm);
  const orderName = names.length > 1 ? `${names[0]} 외 ${names.length - 1}건` : names[0]!;
  // The hosted page's first attempt is recorded with the order; no one else knows either yet.
  const hosted: HostedPayment | null = onHostedPage(payMethod)
    ? {
        orderNo: firstPayNo(orderNo),
        mberNo,
        purpose: "ORDER",
        orderName,
        amount: amounts.cardAmt,
        returnPath: req.returnPath!,
        method: payMethod,
      }
    : null;
  try {
    await deps.db.transaction(async (tx) => {
      await deps.repo.insertOrder(tx, {
        orderNo,
        mberNo,
        tnantCd: lines[0]!.tnantCd,
        orderStatCd: ORDER_STATUS_AWAITING_PAYMENT,
        orderDeliveryCd: req.orderDeliveryCd,
        takeType: req.appKeepYn === "Y" ? "02" : req.takeType,
        orderAmt: amounts.orderAmt,
        dcAmt: amounts.dcAmt,
        netAmt: amounts.netAmt,
        prepaidAmt: amounts.prepaidAmt,
        cardAmt: amounts.cardAmt,
        payMethod,
        ...(hosted ? { payNo: hosted.orderNo, payAttempts: 1 } : {}),
        amounts,
        discounts: calc.discounts,
        couponCds: calc.couponCds,
        stampUseCnt: calc.stampUseCnt,
        appKeepYn: req.appKeepYn,
        revDate: req.revDate ?? null,
        revTakeHm: req.revTakeHm ?? null,
        ordererNm: ctx.korMberNm,
        ordererMobileNum: req.ordererMobileNum,
        email: req.email,
        receiverRmk: req.receiverRmk,
        tnantRmk: req.tnantRmk,
        address,
        gift: req.gift ?? null,
        empNo: amounts.employeeAddDcAmt > 0 ? ctx.empNo : null,
        paidMberYn: paid ? "Y" : "N",
        holdUntil,
        createdAt: now,
        updatedAt: now,
      });
      await deps.repo.insertOrderItems(
        tx,
        calc.orderItems.map((item, i) => ({
          orderNo,
          orderItemNo: item.orderItemNo,
          itemCd: item.itemCd,
          itemNm: item.itemNm,
          itemQty: item.itemQty,
          saleUprc: item.saleUprc,
          tnantCd: item.tnantCd,
          optItemCd: lines[i]!.optItemCd,
          detail: item,
        })),
      );
      await deps.repo.addHistory(tx, orderNo, ORDER_STATUS_AWAITING_PAYMENT, now);
      await holdEverything(deps.repo, tx, { mberNo, orderNo, now, lines, calc, couponAmounts: calc.discounts });
      if (amounts.cardAmt === 0) await markPaid(deps.repo, tx, orderNo, mberNo, now, deps.onOrderPaid);
      if (hosted) await openPayment(tx, deps.payments.gateway.name, hosted, now);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("couponNotUsable");
    throw error;
  }

  const start: OrderStart = {
    orderNo,
    orderStatCd: amounts.cardAmt === 0 ? ORDER_STATUS.paid : ORDER_STATUS_AWAITING_PAYMENT,
    payMethod,
    netAmt: amounts.netAmt,
    prepaidAmt: amounts.prepaidAmt,
    cardAmt: amounts.cardAmt,
    payUrl: null,
    payNo: null,
    holdUntil: holdUntil.toISOString(),
  };
  if (!hosted) return start;
  try {
    return { ...start, payNo: hosted.orderNo, payUrl: await openCheckout(deps.payments, hosted) };
  } catch (error) {
    // The provider's page did not open: nothing stays held for an order the member never saw.
    await deps.db.transaction(async (tx) => {
      await releaseOrder(
        deps.repo,
        tx,
        await lockOrder(deps.repo, tx, mberNo, orderNo),
        [ORDER_STATUS_AWAITING_PAYMENT],
        deps.clock(),
        "결제 시작 실패",
      );
    });
    throw error;
  }
}

type HoldInput = {
  mberNo: string;
  orderNo: string;
  now: Date;
  lines: { itemCd: string; tnantCd: string; itemQty: number; itemNm: string; optItemCd: string }[];
  calc: { couponCds: string[]; stampUseCnt: number; amounts: { prepaidAmt: number } };
  couponAmounts: { type: string; amount: number; ref: string | null }[];
};

async function holdEverything(repo: typeof CheckoutRepository, tx: Queryable, h: HoldInput) {
  // Store stock, then each option's own stock, each by a conditional update (no oversell).
  for (const n of unitsBy(h.lines, (l) => `${l.itemCd}/${l.tnantCd}`)) {
    if (!(await adjustStoreStock(tx, n.line.itemCd, n.line.tnantCd, -n.qty, h.now))) {
      throw new AppError("orderStockShort", `${n.line.itemNm}: 재고가 부족합니다`);
    }
  }
  for (const n of unitsBy(h.lines, (l) => l.optItemCd || null)) {
    if (!(await repo.takeOptionStock(tx, n.key, n.qty))) {
      throw new AppError("orderStockShort", `${n.line.itemNm}: 옵션 재고가 부족합니다`);
    }
  }
  for (const cpnIssuNo of h.calc.couponCds) {
    try {
      await useCoupon(tx, { mberNo: h.mberNo, cpnIssuNo, orderNo: h.orderNo, now: h.now });
    } catch (error) {
      if (error instanceof AppError && error.def.status === 404) throw new AppError("couponNotUsable");
      throw error;
    }
    const dcAmt = h.couponAmounts.find((d) => d.type === "COUPON" && d.ref === cpnIssuNo)?.amount ?? 0;
    await repo.insertCouponUse(tx, { cpnIssuNo, orderNo: h.orderNo, dcAmt, usedAt: h.now });
  }
  if (h.calc.stampUseCnt > 0) {
    await recordInTx(tx, {
      mberNo: h.mberNo,
      type: "REDEEM",
      quantity: h.calc.stampUseCnt,
      memo: stampMemo(h.orderNo),
      createdAt: h.now,
    });
  }
  if (h.calc.amounts.prepaidAmt > 0) {
    await debitPrepaid(tx, {
      mberNo: h.mberNo,
      amount: h.calc.amounts.prepaidAmt,
      description: "주문 결제",
      orderNo: h.orderNo,
      createdAt: h.now,
    });
  }
}

/** Status 00 → 01 and the ordered cart lines leave the cart (same transaction). */
export async function markPaid(
  repo: typeof CheckoutRepository,
  tx: Queryable,
  orderNo: string,
  mberNo: string,
  now: Date,
  onPaid?: OrderPaidHook,
) {
  const moved = await repo.moveStatus(tx, orderNo, [ORDER_STATUS_AWAITING_PAYMENT], ORDER_STATUS.paid, now, {
    paidAt: now,
    holdUntil: null,
  });
  if (!moved) return false;
  const items = await repo.findOrderItems(tx, orderNo);
  await removeOrderedLines(
    tx,
    mberNo,
    items.map((i) => ({ itemCd: i.itemCd, tnantCd: i.tnantCd ?? "", optItemCd: i.optItemCd })),
  );
  await onPaid?.(tx, orderNo, now);
  return true;
}
