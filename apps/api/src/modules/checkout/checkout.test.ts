import type { Cart, OrderCalculation, OrderDetail, OrderHistoryPage, OrderSheet, OrderStart } from "@cellar/contracts";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../app/query";
import { COMMERCE, clearCart, plainProducts, stockOf } from "../../test/checkout-fixtures";
import { member, startTestServer, type TestServer } from "../../test/harness";
import { paySandbox } from "../../test/sandbox-pay";

let t: TestServer;
let demo: Record<string, string>;
let mberNo: string;
let items: { itemCd: string; saleUprc: number; itemNm: string }[];
const STORE_KEY = "store-key-0123456789";

beforeAll(async () => {
  t = await startTestServer({ env: { MNGR_API_KEY: STORE_KEY } });
  const d = await t.login("demo");
  demo = member(d.access);
  mberNo = (d.res.body.data as { mberNo: string }).mberNo;
  items = await plainProducts(t.database.db, 4, "T0001", 10);
});
afterAll(() => t.close());

const post = (path: string, body: unknown) => t.call(`${COMMERCE}${path}`, { method: "POST", headers: demo, body });
const get = (path: string) => t.call(`${COMMERCE}${path}`, { headers: demo });
const balance = async () =>
  (
    await queryRows<{ b: number }>(
      t.database.db,
      sql`select prepaid_balance as b from members where mber_no = ${mberNo}`,
    )
  )[0]!.b;
const base = { ordererMobileNum: "01012345678", agreeYn: "Y", returnPath: "/order?step=pay" };

describe("order sheet and calculate", () => {
  it("opens the sheet with defaults and online coupons, and calculates coupons and prepaid on the server", async () => {
    await clearCart(t.database.db, mberNo);
    const a = items[0]!;
    const added = await post("/api/cart/A", { items: [{ itemCd: a.itemCd, tnantCd: "T0001", itemQty: 2 }] });
    const cartNo = (added.body.data as Cart).list[0]!.items[0]!.cartNo;
    const sheet = (await post("/api/orders/order", { cartNos: [cartNo] })).body.data as OrderSheet;
    expect(sheet).toMatchObject({ orderDeliveryCd: "01", takeType: "01" });
    expect(sheet.orderer.paidMberYn).toBe("Y");
    expect(sheet.coupons.every((c) => c.couponUseSe !== "오프라인" && c.isSelect === false)).toBe(true);
    expect(sheet.calculation.amounts.orderAmt).toBe(a.saleUprc * 2);
    const coupon = sheet.coupons.find((c) => c.discountType === "FLAT_RATE" && c.discountValue !== null)!;
    const calc = (
      await post("/api/orders/calculate", { cartNos: [cartNo], couponCds: [coupon.cpnIssuNo], prepaidUseAmt: 10_000 })
    ).body.data as OrderCalculation;
    const cpn = Math.min(coupon.discountValue!, a.saleUprc * 2);
    expect(calc.amounts.totalCpnDcAmt).toBe(cpn);
    expect(calc.amounts.netAmt).toBe(a.saleUprc * 2 - cpn);
    expect(calc.prepaidAmt).toBe(Math.min(10_000, calc.amounts.netAmt));
    expect(calc.cardAmt).toBe(calc.amounts.netAmt - calc.prepaidAmt);
    expect(calc.discounts).toContainEqual(
      expect.objectContaining({ type: "COUPON", amount: cpn, ref: coupon.cpnIssuNo }),
    );
    const dup = await post("/api/orders/calculate", { cartNos: [cartNo], couponCds: ["NOPE"] });
    expect(dup.body.code).toBe("ORD0003");
    const stamps = await post("/api/orders/calculate", { cartNos: [cartNo], stampUseCnt: 5 });
    expect(stamps.body.code).toBe("ORD0005");
  });

  it("refuses prepaid to a member who is not paid", async () => {
    const basic = member((await t.login("basic")).access);
    const res = await t.call(`${COMMERCE}/api/orders/calculate`, {
      method: "POST",
      headers: basic,
      body: { items: [{ itemCd: items[0]!.itemCd, tnantCd: "T0001", itemQty: 1 }], prepaidUseAmt: 1000 },
    });
    expect(res.body.code).toBe("ORD0009");
  });
});

describe("order and payment", () => {
  it("pays prepaid plus card through the sandbox, confirms once, empties the ordered cart lines", async () => {
    const db = t.database.db;
    await clearCart(db, mberNo);
    const a = items[1]!;
    const cart = (await post("/api/cart/A", { items: [{ itemCd: a.itemCd, tnantCd: "T0001", itemQty: 1 }] })).body
      .data as Cart;
    const cartNo = cart.list[0]!.items[0]!.cartNo;
    const before = await balance();
    const stock = await stockOf(db, a.itemCd, "T0001");
    const start = await post("/api/orders", {
      ...base,
      cartNos: [cartNo],
      prepaidUseAmt: 5_000,
      payMethod: "CARD",
      expectedNetAmt: a.saleUprc,
    });
    expect(start.status).toBe(200);
    const s = start.body.data as OrderStart;
    expect(s).toMatchObject({ orderStatCd: "00", prepaidAmt: 5_000, cardAmt: a.saleUprc - 5_000 });
    expect(await balance()).toBe(before - 5_000);
    expect(await stockOf(db, a.itemCd, "T0001")).toBe(stock - 1);

    const paid = await paySandbox(t, s.payUrl!);
    expect(paid.status).toBe(303);
    expect(paid.query).toMatchObject({ orderNo: s.payNo, amount: String(s.cardAmt) });
    const confirm = { paymentKey: paid.query.paymentKey, orderNo: s.payNo, amount: s.cardAmt };
    const [c1, c2] = await Promise.all([
      post("/api/payments/confirm", confirm),
      post("/api/payments/confirm", confirm),
    ]);
    expect([c1.status, c2.status]).toEqual([200, 200]);
    const detail = (await get(`/api/orders/${s.orderNo}`)).body.data as OrderDetail;
    expect(detail).toMatchObject({ orderStatCd: "01", cancelableYn: "Y", holdUntil: null });
    expect(detail.amounts).toMatchObject({ netAmt: a.saleUprc, prepaidAmt: 5_000, cardAmt: a.saleUprc - 5_000 });
    expect(detail.payments.filter((p) => p.status === "DONE")).toHaveLength(1);
    expect(detail.history.map((h) => h.orderStatCd)).toEqual(["00", "01"]);
    expect(((await get("/api/cart")).body.data as Cart).cartCount).toBe(0);
    const history = (await get("/api/orders/history?pageNo=1&pageSize=5")).body.data as OrderHistoryPage;
    expect(history.list[0]).toMatchObject({ orderNo: s.orderNo, netAmt: a.saleUprc, orderStatCd: "01" });
    const bill = await get(`/api/orders/${s.orderNo}/bill`);
    expect(bill.body.data).toMatchObject({ orderNo: s.orderNo, cancelled: false });
    const gnb = await get("/api/orders/pages/gnb?isProcess=true&pageNo=1&pageSize=10");
    expect((gnb.body.data as { list: { orderNo: string }[] }).list[0]!.orderNo).toBe(s.orderNo);

    // Cancel before the store accepts: card refunded, prepaid and stock back.
    const cancelled = await post(`/api/orders/${s.orderNo}/cancel`, { reason: "단순 변심" });
    expect((cancelled.body.data as OrderDetail).orderStatCd).toBe("09");
    expect(await balance()).toBe(before);
    expect(await stockOf(db, a.itemCd, "T0001")).toBe(stock);
    expect((await post(`/api/orders/${s.orderNo}/cancel`, {})).body.code).toBe("ORD0007");
  });

  it("rejects and voids a tampered amount; the order is cancelled and its holds released", async () => {
    const db = t.database.db;
    const a = items[2]!;
    const stock = await stockOf(db, a.itemCd, "T0001");
    const s = (
      await post("/api/orders", {
        ...base,
        items: [{ itemCd: a.itemCd, tnantCd: "T0001", itemQty: 1 }],
        payMethod: "CARD",
        expectedNetAmt: a.saleUprc,
      })
    ).body.data as OrderStart;
    const paid = await paySandbox(t, s.payUrl!);
    const res = await post("/api/payments/confirm", {
      paymentKey: paid.query.paymentKey,
      orderNo: s.payNo,
      amount: 100,
    });
    expect(res.body.code).toBe("PAY0002");
    expect(((await get(`/api/orders/${s.orderNo}`)).body.data as OrderDetail).orderStatCd).toBe("09");
    expect(await stockOf(db, a.itemCd, "T0001")).toBe(stock);
    const real = await post("/api/payments/confirm", {
      paymentKey: paid.query.paymentKey,
      orderNo: s.payNo,
      amount: s.cardAmt,
    });
    expect(real.body.code).toBe("PAY0004");
  });

  it("keeps the order unpaid after the cancel result 999990, pays on a new attempt, reconciles a lost answer", async () => {
    const a = items[3]!;
    const s = (
      await post("/api/orders", {
        ...base,
        items: [{ itemCd: a.itemCd, tnantCd: "T0001", itemQty: 1 }],
        payMethod: "CARD",
        expectedNetAmt: a.saleUprc,
      })
    ).body.data as OrderStart;
    const back = await post(`/api/orders/${s.orderNo}/pay-cancel`, { code: "999990" });
    expect(back.body.data).toEqual({ code: "999990", message: "취소되었습니다", orderNo: s.orderNo });
    expect(((await get(`/api/orders/${s.orderNo}`)).body.data as OrderDetail).orderStatCd).toBe("00");
    const closed = await paySandbox(t, s.payUrl!);
    expect(closed.status).toBe(409);

    const again = (await post(`/api/orders/${s.orderNo}/pay`, { payMethod: "CARD", returnPath: "/order" })).body
      .data as OrderStart;
    expect(again.payNo).toBe(`${s.orderNo}-2`);
    await paySandbox(t, again.payUrl!);
    // The redirect back was lost: reconciliation asks the gateway and confirms.
    const rec = await post("/api/payments/reconcile", { orderNo: again.payNo });
    expect(rec.body.data).toMatchObject({ status: "DONE", amount: a.saleUprc });
    expect(((await get(`/api/orders/${s.orderNo}`)).body.data as OrderDetail).orderStatCd).toBe("01");
  });

  it("pays with prepaid alone and answers ORD0006 when the price moved", async () => {
    const a = items[0]!;
    const moved = await post("/api/orders", {
      ...base,
      items: [{ itemCd: a.itemCd, tnantCd: "T0001", itemQty: 1 }],
      payMethod: "CARD",
      expectedNetAmt: a.saleUprc - 1,
    });
    expect(moved.body.code).toBe("ORD0006");
    const cheap = await queryRows<{ itemCd: string; saleUprc: number }>(
      t.database.db,
      sql`select item_cd as "itemCd", sale_uprc as "saleUprc" from products where sale_uprc < 20000 order by sale_uprc limit 1`,
    );
    const c = cheap[0]!;
    await t.database.db.execute(
      sql`update products set period_price = null, member_price = null, event_price = null where item_cd = ${c.itemCd}`,
    );
    await t.database.db.execute(
      sql`insert into product_stock values (${c.itemCd}, 'T0001', 5, now()) on conflict (item_cd, tnant_cd) do update set qty = 5`,
    );
    const s = (
      await post("/api/orders", {
        ...base,
        items: [{ itemCd: c.itemCd, tnantCd: "T0001", itemQty: 1 }],
        prepaidUseAmt: c.saleUprc,
        payMethod: "CARD",
        expectedNetAmt: c.saleUprc,
      })
    ).body.data as OrderStart;
    expect(s).toMatchObject({ payMethod: "PREPAID", orderStatCd: "01", cardAmt: 0, payUrl: null });

    // The store accepts and readies it: status 02 with the exchange voucher, no more member cancel.
    const status = (to: string, key = STORE_KEY) =>
      t.call(`/mngr-api/v1.0.0/api/orders/${s.orderNo}/status`, {
        method: "POST",
        headers: { "x-mngr-key": key },
        body: { orderStatCd: to },
      });
    expect((await status("02", "wrong-key-0123456789")).status).toBe(403);
    expect((await status("04")).body.code).toBe("ORD0013");
    expect((await status("02")).body.data).toEqual({ orderNo: s.orderNo, orderStatCd: "02", orderStatNm: "픽업대기" });
    const ready = (await get(`/api/orders/${s.orderNo}`)).body.data as OrderDetail;
    expect(ready).toMatchObject({ orderStatCd: "02", voucherBarcodeNo: s.orderNo, cancelableYn: "N" });
    expect((await post(`/api/orders/${s.orderNo}/cancel`, {})).body.code).toBe("ORD0007");
    expect((await status("03")).body.data).toMatchObject({ orderStatCd: "03" });
  });
});
