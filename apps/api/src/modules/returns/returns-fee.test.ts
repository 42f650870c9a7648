import type { ReturnDetail } from "@cellar/contracts";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../app/query";
import { imageBytes, insertMembers, upload } from "../../test/engagement-helper";
import { member, startTestServer, type TestServer } from "../../test/harness";
import { paySandbox } from "../../test/sandbox-pay";
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

async function newMember() {
  const [loginId] = await insertMembers(t.database.db, 1);
  const { access, res } = await t.login(loginId!);
  return { headers: member(access), mberNo: (res.body.data as { mberNo: string }).mberNo };
}
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

async function photo(headers: Record<string, string>) {
  const res = await upload(t.base, headers, imageBytes("jpeg", 256));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body.data as { fileId: string }).fileId;
}
