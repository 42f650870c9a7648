import type { OrderDetail, OrderStart, ReturnDetail } from "@cellar/contracts";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PaymentsDeps } from "../../adapters/payment/payments.usecases";
import { createSandboxGateway } from "../../adapters/payment/sandbox/sandbox.gateway";
import { queryRows } from "../../app/query";
import { plainProducts } from "../../test/checkout-fixtures";
import { imageBytes, newSignedInMember, upload } from "../../test/engagement-helper";
import { startTestServer, type TestServer } from "../../test/harness";
import { paySandbox, registerEasyPayCard } from "../../test/sandbox-pay";
import { retryPendingRefunds } from "./returns.jobs";
import { addAddress, receivedOrder } from "./returns.test-helper";

const USER = "/user-api/v1.0.0/api/returns";
const MNGR = "/mngr-api/v1.0.0/api/returns";
const KEY = "returns-store-key";
const DAY = 86_400_000;
let t: TestServer;

beforeAll(async () => {
  t = await startTestServer({ env: { MNGR_API_KEY: KEY } });
});
afterAll(() => t.close());

const newMember = () => newSignedInMember(t);
const ask = (headers: Record<string, string>, body: unknown) => t.call(USER, { method: "POST", body, headers });
const asked = async (headers: Record<string, string>, body: unknown) => {
  const res = await ask(headers, body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as ReturnDetail;
};
const move = (returnNo: string, to: string, reason = "") =>
  t.call(`${MNGR}/${returnNo}/status`, { method: "POST", body: { to, reason }, headers: { "x-mngr-key": KEY } });
const stock = async (itemCd: string) =>
  (
    await queryRows<{ qty: number }>(
      t.database.db,
      sql`select qty from product_stock where item_cd = ${itemCd} and tnant_cd = 'T0001'`,
    )
  )[0]?.qty;
const alarms = async (mberNo: string) =>
  queryRows<{ title: string }>(t.database.db, sql`select title from alarms where mber_no = ${mberNo} order by id`);

describe("a change-of-mind return with its fee", () => {
  it("charges the return shipping and the lost free shipping, paid once by card, then moved to refunded", async () => {
    const m = await newMember();
    const addrNo = await addAddress(t.database.db, m.mberNo);
    // 120,000 won of goods delivered free; returning one 30,000 bottle leaves 90,000 < 100,000.
    const o = await receivedOrder(t.database.db, m.mberNo, {
      lines: [
        { qty: 2, price: 30_000 },
        { qty: 1, price: 60_000 },
      ],
      cardAmt: 100_000,
      prepaidAmt: 20_000,
      receivedAt: new Date(t.now().getTime() - DAY),
    });
    const r = await asked(m.headers, {
      orderNo: o.orderNo,
      type: "RETURN",
      reasonCd: "01",
      collectMethod: "PICKUP",
      addrNo,
      lines: [{ orderItemNo: 1, qty: 1 }],
    });
    expect(r).toMatchObject({
      status: "FEE_DUE",
      feeAmt: 6_000,
      fee: { returnShipping: 3_000, lostFreeShipping: 3_000 },
      feePaid: false,
    });
    expect(r.address).toMatchObject({ receiverNm: "김셀러", zip: "06236" });
    // The store does not collect a return whose fee is unpaid.
    expect((await move(r.returnNo, "COLLECTED")).body.code).toBe("RTN0008");

    const start = await t.call(`${USER}/${r.returnNo}/fee`, {
      method: "POST",
      body: { payMethod: "CARD", returnPath: "/return/payment/complete" },
      headers: m.headers,
    });
    expect(start.status, JSON.stringify(start.body)).toBe(200);
    const { payNo, payUrl, amount } = start.body.data as { payNo: string; payUrl: string; amount: number };
    expect(amount).toBe(6_000);
    const paid = await paySandbox(t, payUrl);
    const confirm = () =>
      t.call("/commerce-api/v1.0.0/api/payments/confirm", {
        method: "POST",
        body: { paymentKey: paid.query.paymentKey, orderNo: payNo, amount },
        headers: m.headers,
      });
    expect((await confirm()).status).toBe(200);
    expect((await confirm()).status).toBe(200);
    const captured = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from sandbox_payments where order_no like ${`${r.returnNo}-%`} and status = 'CAPTURED'`,
    );
    expect(captured[0]?.n).toBe(1);
    const again = await t.call(`${USER}/${r.returnNo}/fee`, {
      method: "POST",
      body: { payMethod: "CARD", returnPath: "/return/payment/complete" },
      headers: m.headers,
    });
    expect(again.body.code).toBe("RTN0007");

    const before = await stock(o.items[0]!);
    expect((await move(r.returnNo, "COLLECTED")).status).toBe(200);
    expect(await stock(o.items[0]!)).toBe(before! + 1);
    expect((await move(r.returnNo, "RESENT")).body.code).toBe("RTN0008");
    expect((await move(r.returnNo, "INSPECTED")).status).toBe(200);
    const done = await move(r.returnNo, "REFUNDED");
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    // 120,000 won paid for the goods (no delivery fee) × 30,000 / 120,000, all from the card first.
    expect((done.body.data as ReturnDetail).refund).toMatchObject({
      gateway: 30_000,
      prepaid: 0,
      total: 30_000,
      couponsBack: false,
    });
    const [sandbox] = await queryRows<{ refunded: number; status: string }>(
      t.database.db,
      sql`select refunded_amount as refunded, status from sandbox_payments where order_no = ${o.payNo}`,
    );
    expect(sandbox).toEqual({ refunded: 30_000, status: "CAPTURED" });
    const detail = (await t.call(`${USER}/${r.returnNo}`, { headers: m.headers })).body.data as ReturnDetail;
    expect(detail.timeline.map((h) => h.status)).toEqual([
      "FEE_DUE",
      "REQUESTED",
      "COLLECTED",
      "INSPECTED",
      "REFUNDED",
    ]);
    expect((await alarms(m.mberNo)).map((a) => a.title)).toEqual([
      "반품 배송비 결제 대기",
      "반품 신청 완료",
      "반품 회수 완료",
      "반품 검수 완료",
      "반품 환불 완료",
    ]);
    const list = (await t.call(`${USER}?orderNo=${o.orderNo}`, { headers: m.headers })).body.data as {
      list: { refundAmt: number }[];
    };
    expect(list.list.map((x) => x.refundAmt)).toEqual([30_000]);
  });

  it("returns the rest of the order for exactly what is left, the card first and then prepaid", async () => {
    const m = await newMember();
    const o = await receivedOrder(t.database.db, m.mberNo, {
      lines: [{ qty: 2, price: 30_000 }],
      cardAmt: 40_000,
      prepaidAmt: 23_000,
      dlvrAmt: 3_000,
      receivedAt: t.now(),
    });
    const first = await asked(m.headers, {
      orderNo: o.orderNo,
      type: "RETURN",
      reasonCd: "02",
      collectMethod: "STORE",
      lines: [{ orderItemNo: 1, qty: 1 }],
      photoFileIds: [await photo(m.headers)],
    });
    const second = await asked(m.headers, {
      orderNo: o.orderNo,
      type: "RETURN",
      reasonCd: "03",
      collectMethod: "STORE",
      lines: [{ orderItemNo: 1, qty: 1 }],
      photoFileIds: [await photo(m.headers)],
    });
    expect([first.feeAmt, second.feeAmt]).toEqual([0, 0]);
    for (const r of [first, second])
      for (const to of ["COLLECTED", "INSPECTED", "REFUNDED"]) expect((await move(r.returnNo, to)).status).toBe(200);
    const refunds = await Promise.all(
      [first, second].map(
        async (r) =>
          ((await t.call(`${USER}/${r.returnNo}`, { headers: m.headers })).body.data as ReturnDetail).refund!,
      ),
    );
    expect(refunds[0]).toMatchObject({ gateway: 30_000, prepaid: 0 });
    expect(refunds[1]).toMatchObject({ gateway: 10_000, prepaid: 23_000 });
    const [prepaid] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select coalesce(sum(amount), 0)::int as n from prepaid_transactions where order_no = ${o.orderNo} and type = 'REFUND'`,
    );
    expect(prepaid?.n).toBe(23_000);
  });
});

describe("refunds go back the way the money came", () => {
  const ORDERS = "/commerce-api/v1.0.0/api";
  /** A pick-up order placed and paid through checkout, then picked up (the store side moves it). */
  async function pickedUp(
    headers: Record<string, string>,
    qty: number,
    payMethod: "EASYPAY" | "TOSS",
    pay: (start: OrderStart) => Promise<void>,
  ) {
    const [item] = await plainProducts(t.database.db, 1, "T0002", 10);
    const start = (
      await t.call(`${ORDERS}/orders`, {
        method: "POST",
        headers,
        body: {
          items: [{ itemCd: item!.itemCd, tnantCd: "T0002", itemQty: qty }],
          ordererMobileNum: "01055556666",
          agreeYn: "Y",
          payMethod,
          returnPath: "/order/complete",
          expectedNetAmt: item!.saleUprc * qty,
          empDcYn: "N",
        },
      })
    ).body.data as OrderStart;
    await pay(start);
    for (const to of ["02", "03"]) {
      const moved = await t.call(`/mngr-api/v1.0.0/api/orders/${start.orderNo}/status`, {
        method: "POST",
        body: { orderStatCd: to },
        headers: { "x-mngr-key": KEY },
      });
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    }
    return { ...start, unit: item!.saleUprc };
  }

  it("an order paid by easy pay, returned whole: the whole charge is cancelled on the billing key", async () => {
    const m = await newMember();
    const billkey = await registerEasyPayCard(t, m.headers);
    const easyPay = async (s: OrderStart) => {
      const paid = await t.call(`${ORDERS}/orders/${s.orderNo}/easypay`, {
        method: "POST",
        body: { billkey, password: "000000" },
        headers: m.headers,
      });
      expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    };
    const o = await pickedUp(m.headers, 2, "EASYPAY", easyPay);
    const r = await asked(m.headers, {
      orderNo: o.orderNo,
      type: "RETURN",
      reasonCd: "04",
      collectMethod: "STORE",
      lines: [{ orderItemNo: 1, qty: 2 }],
    });
    for (const to of ["COLLECTED", "INSPECTED", "REFUNDED"]) expect((await move(r.returnNo, to)).status).toBe(200);
    const detail = (await t.call(`${USER}/${r.returnNo}`, { headers: m.headers })).body.data as ReturnDetail;
    expect(detail.refund).toEqual({
      gateway: o.cardAmt,
      prepaid: 0,
      total: o.cardAmt,
      payMethod: "EASYPAY",
      couponsBack: false,
      stampsBack: 0,
      gatewayDone: true,
    });
    expect(await sandboxOf(o.orderNo)).toEqual({ refunded: o.cardAmt, status: "REFUNDED", method: "BILLKEY" });
    const order = (await t.call(`${ORDERS}/orders/${o.orderNo}`, { headers: m.headers })).body.data as OrderDetail;
    expect(order.payments[0]).toMatchObject({ payMethod: "EASYPAY" });
  });

  it("an order paid by transfer, one of two bottles returned: half the transfer is given back", async () => {
    const m = await newMember();
    const transfer = async (s: OrderStart) => {
      const page = await paySandbox(t, s.payUrl!);
      expect(page.pageHtml).toContain("송금하기");
      const confirmed = await t.call(`${ORDERS}/payments/confirm`, {
        method: "POST",
        body: { paymentKey: page.query.paymentKey, orderNo: s.payNo, amount: s.cardAmt },
        headers: m.headers,
      });
      expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    };
    const o = await pickedUp(m.headers, 2, "TOSS", transfer);
    const r = await asked(m.headers, {
      orderNo: o.orderNo,
      type: "RETURN",
      reasonCd: "01",
      collectMethod: "STORE",
      lines: [{ orderItemNo: 1, qty: 1 }],
    });
    expect(r.feeAmt).toBe(0);
    for (const to of ["COLLECTED", "INSPECTED", "REFUNDED"]) expect((await move(r.returnNo, to)).status).toBe(200);
    const detail = (await t.call(`${USER}/${r.returnNo}`, { headers: m.headers })).body.data as ReturnDetail;
    expect(detail.refund).toMatchObject({ gateway: o.cardAmt / 2, prepaid: 0, payMethod: "TOSS", gatewayDone: true });
    expect(await sandboxOf(o.orderNo)).toEqual({ refunded: o.cardAmt / 2, status: "CAPTURED", method: "TOSS" });
  });
});

describe("a partial cancel the provider did not make", () => {
  it("is retried by the store side and by the job, each by its refund key: given back exactly once", async () => {
    const m = await newMember();
    const o = await receivedOrder(t.database.db, m.mberNo, {
      lines: [{ qty: 2, price: 30_000 }],
      cardAmt: 60_000,
      receivedAt: t.now(),
    });
    const r = await asked(m.headers, {
      orderNo: o.orderNo,
      type: "RETURN",
      reasonCd: "04",
      collectMethod: "STORE",
      lines: [{ orderItemNo: 1, qty: 1 }],
    });
    const retry = () =>
      t.call(`${MNGR}/${r.returnNo}/refund/retry`, { method: "POST", headers: { "x-mngr-key": KEY } });
    expect((await retry()).body.code).toBe("RTN0012");
    for (const to of ["COLLECTED", "INSPECTED"]) expect((await move(r.returnNo, to)).status).toBe(200);
    // The provider refuses the cancel for now (the capture is not cancellable).
    const setSandbox = (status: string) =>
      t.database.db.execute(sql`update sandbox_payments set status = ${status} where order_no = ${o.payNo}`);
    await setSandbox("AUTHORIZED");
    const refunded = (await move(r.returnNo, "REFUNDED")).body.data as ReturnDetail;
    expect(refunded.refund).toMatchObject({ gateway: 30_000, gatewayDone: false });
    expect((await retry()).body.code).toBe("RTN0013");
    expect((await sandboxOf(o.orderNo))?.refunded).toBe(0);

    await setSandbox("CAPTURED");
    const deps = {
      db: t.database.db,
      clock: t.now,
      payments: { gateway: createSandboxGateway(t.database.db) } as PaymentsDeps,
    };
    expect(await retryPendingRefunds(deps)).toBe(1);
    expect(await sandboxOf(o.orderNo)).toMatchObject({ refunded: 30_000, status: "CAPTURED" });
    expect(((await retry()).body.data as ReturnDetail).refund?.gatewayDone).toBe(true);
    expect(await retryPendingRefunds(deps)).toBe(0);

    // The provider made the cancel but its answer was lost: the store's retry and the job at the
    // same moment find the key already used and give nothing back again.
    await t.database.db.execute(
      sql`update returns set refund = refund || '{"gatewayDone": false}'::jsonb where return_no = ${r.returnNo}`,
    );
    const [store, job] = await Promise.all([retry(), retryPendingRefunds(deps)]);
    expect(store.status, JSON.stringify(store.body)).toBe(200);
    expect(job).toBeLessThanOrEqual(1);
    expect(await sandboxOf(o.orderNo)).toMatchObject({ refunded: 30_000 });
    const [row] = await queryRows<{ tries: number; done: boolean }>(
      t.database.db,
      sql`select (refund->>'gatewayTries')::int as tries, (refund->>'gatewayDone')::boolean as done
        from returns where return_no = ${r.returnNo}`,
    );
    expect(row?.done).toBe(true);
    expect(row?.tries).toBeGreaterThanOrEqual(4);
  });
});

/** The provider's record of the order's payment (its current attempt). */
const sandboxOf = async (orderNo: string) =>
  (
    await queryRows<{ refunded: number; status: string; method: string }>(
      t.database.db,
      sql`select s.refunded_amount as refunded, s.status, s.method from sandbox_payments s
        join orders o on o.pay_no = s.order_no where o.order_no = ${orderNo}`,
    )
  )[0];

async function photo(headers: Record<string, string>) {
  const res = await upload(t.base, headers, imageBytes("jpeg", 256));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body.data as { fileId: string }).fileId;
}
