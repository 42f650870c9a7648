import { randomBytes } from "node:crypto";
import { ORDER_DELIVERY_CODES, ORDER_STATUS, type OrderAmounts, TAKE_TYPES } from "@cellar/contracts";
import { eq } from "drizzle-orm";
import type { Queryable } from "../../app/query";
import { seoulDate } from "../../app/seoul-date";
import { members } from "../members";
import { orderItems, orderStatusHistory, orders } from "../orders";

/** O + Seoul date + 10 hex digits, like the checkout's orders (the order history shows both). */
export const newLuckyOrderNo = (now: Date) =>
  `O${seoulDate(now).replaceAll("-", "")}${randomBytes(5).toString("hex").toUpperCase()}`;

const amountsOf = (price: number): OrderAmounts => ({
  orderAmt: price,
  dlvrAmt: 0,
  dcAmt: 0,
  totalDcAmt: 0,
  totalMixAndMatchDcAmt: 0,
  totalDiscountDcAmt: 0,
  totalPeriodDcAmt: 0,
  totalCpnDcAmt: 0,
  cpnDcAmt: 0,
  totalEvntDcAmt: 0,
  evntDcAmt: 0,
  totalPartnerEvntDcAmt: 0,
  partnerEvntDcAmt: 0,
  totalEmpDcAmt: 0,
  employeeAddDcAmt: 0,
  userAddDcAmt: 0,
  pointUseAmt: 0,
  netAmt: price,
  prepaidAmt: 0,
  cardAmt: price,
  pointSaveAmt: 0,
  totalTaxAmt: Math.round(price / 11),
});

export type LuckyOrder = {
  orderNo: string;
  payNo: string;
  payAttempts: number;
  mberNo: string;
  tnantCd: string;
  itemCd: string;
  itemNm: string;
  price: number;
};

/**
 * The winner's bottle as a pick-up order, paid (01), in the payment's transaction (decision 394):
 * one item at the draw price, at the store chosen at entry. From here it is an order like any other:
 * the store moves it to 02 (exchange voucher) and hands it over; it shows in the order history.
 */
export async function insertPaidPickupOrder(tx: Queryable, o: LuckyOrder, now: Date) {
  const [m] = await tx
    .select({
      name: members.korMberNm,
      email: members.email,
      a: members.telFrstNo,
      b: members.telMidNo,
      c: members.telIndNo,
    })
    .from(members)
    .where(eq(members.mberNo, o.mberNo));
  await tx.insert(orders).values({
    orderNo: o.orderNo,
    mberNo: o.mberNo,
    tnantCd: o.tnantCd,
    orderStatCd: ORDER_STATUS.paid,
    orderDeliveryCd: ORDER_DELIVERY_CODES.pickup,
    takeType: TAKE_TYPES.take,
    orderAmt: o.price,
    netAmt: o.price,
    cardAmt: o.price,
    payMethod: "CARD",
    payNo: o.payNo,
    payAttempts: o.payAttempts,
    amounts: amountsOf(o.price),
    ordererNm: m?.name ?? "",
    ordererMobileNum: `${m?.a ?? ""}${m?.b ?? ""}${m?.c ?? ""}`,
    email: m?.email ?? "",
    tnantRmk: "럭키드로우 당첨",
    paidAt: now,
    createdAt: now,
    updatedAt: now,
  });
  await tx.insert(orderItems).values({
    orderNo: o.orderNo,
    orderItemNo: 1,
    itemCd: o.itemCd,
    itemNm: o.itemNm,
    itemQty: 1,
    saleUprc: o.price,
    tnantCd: o.tnantCd,
  });
  await tx
    .insert(orderStatusHistory)
    .values({ orderNo: o.orderNo, orderStatCd: ORDER_STATUS.paid, at: now, memo: "럭키드로우 당첨 결제" });
}
