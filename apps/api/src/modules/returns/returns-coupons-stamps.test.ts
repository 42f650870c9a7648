import type { OrderCalculation, OrderSheet, OrderStart, ReturnDetail } from "@cellar/contracts";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../app/query";
import { COMMERCE, plainProducts } from "../../test/checkout-fixtures";
import { member, startTestServer, type TestServer } from "../../test/harness";
import { paySandbox } from "../../test/sandbox-pay";
import { recordStampTransaction } from "../stamps";

/**
 * Decision 404's written rule for coupons and stamps, through the API on orders placed and paid
 * through checkout: they come back only with the return that makes the whole order returned.
 */

const USER = "/user-api/v1.0.0/api/returns";
const MNGR = "/mngr-api/v1.0.0/api";
const KEY = "returns-coupons-store-key";
const STAMPS = 20;
let t: TestServer;
let demo: Record<string, string>;
let mberNo: string;
let item: { itemCd: string; saleUprc: number };
let coupon: string;

beforeAll(async () => {
  t = await startTestServer({ env: { MNGR_API_KEY: KEY } });
  const d = await t.login("demo");
  demo = member(d.access);
  mberNo = (d.res.body.data as { mberNo: string }).mberNo;
  item = (await plainProducts(t.database.db, 1, "T0002", 20))[0]!;
  const sheet = (await commerce("/api/orders/order", { items: items(2) })).body.data as OrderSheet;
  coupon = sheet.coupons.find((c) => c.discountType === "FLAT_RATE" && c.discountValue !== null)!.cpnIssuNo;
});
afterAll(() => t.close());

const commerce = (path: string, body?: unknown) =>
  t.call(`${COMMERCE}${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: demo,
    ...(body === undefined ? {} : { body }),
  });
const items = (qty: number) => [{ itemCd: item.itemCd, tnantCd: "T0002", itemQty: qty }];
const store = (path: string, body: unknown) =>
  t.call(`${MNGR}${path}`, { method: "POST", body, headers: { "x-mngr-key": KEY } });
const stampBalance = async () =>
  (
    await queryRows<{ b: number }>(
      t.database.db,
      sql`select balance as b from stamp_balances where mber_no = ${mberNo}`,
    )
  )[0]!.b;
const couponStatus = async () =>
  (
    await queryRows<{ status: string; usedOrderNo: string | null }>(
      t.database.db,
      sql`select status, used_order_no as "usedOrderNo" from coupon_publications where cpn_issu_no = ${coupon}`,
    )
  )[0]!;
/** The coupon is usable again when the order sheet's calculation takes it. */
const couponUsable = async () =>
  (await commerce("/api/orders/calculate", { items: items(1), couponCds: [coupon] })).status === 200;

/** A pick-up order of `qty` bottles with the coupon and 20 stamps, paid by card, then picked up. */
async function pickedUpWithCouponAndStamps(qty: number) {
  await recordStampTransaction(t.database.db, { mberNo, type: "RELOAD", quantity: STAMPS });
  const calc = (
    await commerce("/api/orders/calculate", { items: items(qty), couponCds: [coupon], stampUseCnt: STAMPS })
  ).body.data as OrderCalculation;
  expect(calc.amounts.totalCpnDcAmt).toBeGreaterThan(0);
  const created = await commerce("/api/orders", {
    items: items(qty),
    couponCds: [coupon],
    stampUseCnt: STAMPS,
    ordererMobileNum: "01012345678",
    agreeYn: "Y",
    payMethod: "CARD",
    returnPath: "/order/complete",
    expectedNetAmt: calc.amounts.netAmt,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const s = created.body.data as OrderStart;
  const page = await paySandbox(t, s.payUrl!);
  const confirmed = await commerce("/api/payments/confirm", {
    paymentKey: page.query.paymentKey,
    orderNo: s.payNo,
    amount: s.cardAmt,
  });
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  for (const to of ["02", "03"]) {
    const moved = await store(`/orders/${s.orderNo}/status`, { orderStatCd: to });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
  }
  expect(await couponStatus()).toMatchObject({ usedOrderNo: s.orderNo });
  return s;
}

/** A return of `qty` bottles for late delivery (no fee), moved by the store to refunded. */
async function returnedAndRefunded(orderNo: string, qty: number) {
  const asked = await t.call(USER, {
    method: "POST",
    headers: demo,
    body: { orderNo, type: "RETURN", reasonCd: "04", collectMethod: "STORE", lines: [{ orderItemNo: 1, qty }] },
  });
  expect(asked.status, JSON.stringify(asked.body)).toBe(200);
  const { returnNo } = asked.body.data as ReturnDetail;
  for (const to of ["COLLECTED", "INSPECTED", "REFUNDED"]) {
    const moved = await store(`/returns/${returnNo}/status`, { to, reason: "" });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
  }
  return ((await t.call(`${USER}/${returnNo}`, { headers: demo })).body.data as ReturnDetail).refund!;
}

describe("coupons and stamps on a return", () => {
  it("a whole order returned and refunded gives the coupon back, usable again, and the stamps", async () => {
    const before = await stampBalance();
    const o = await pickedUpWithCouponAndStamps(2);
    expect(await stampBalance()).toBe(before);
    expect(await couponUsable()).toBe(false);

    const refund = await returnedAndRefunded(o.orderNo, 2);
    expect(refund).toMatchObject({
      gateway: o.cardAmt,
      total: o.cardAmt,
      couponsBack: true,
      stampsBack: STAMPS,
      gatewayDone: true,
    });
    expect(await couponStatus()).toEqual({ status: "ISSUED", usedOrderNo: null });
    expect(await couponUsable()).toBe(true);
    // The 20 reloaded for the order are back: the balance is 20 above where it started.
    expect(await stampBalance()).toBe(before + STAMPS);
  });

  it("a partial return keeps them used; the return that completes the order gives them back", async () => {
    const before = await stampBalance();
    const o = await pickedUpWithCouponAndStamps(2);

    const first = await returnedAndRefunded(o.orderNo, 1);
    expect(first).toMatchObject({ couponsBack: false, stampsBack: 0 });
    expect(first.total).toBeLessThan(o.cardAmt);
    expect(await couponStatus()).toMatchObject({ usedOrderNo: o.orderNo });
    expect(await couponUsable()).toBe(false);
    expect(await stampBalance()).toBe(before);

    const rest = await returnedAndRefunded(o.orderNo, 1);
    expect(rest).toMatchObject({ couponsBack: true, stampsBack: STAMPS });
    // The two refunds together give back exactly what was paid.
    expect(first.total + rest.total).toBe(o.cardAmt);
    expect(await couponUsable()).toBe(true);
    expect(await stampBalance()).toBe(before + STAMPS);
  });
});
