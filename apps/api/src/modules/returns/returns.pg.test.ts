import type { ReturnDetail } from "@cellar/contracts";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../app/query";
import { newSignedInMember } from "../../test/engagement-helper";
import { startTestServer, type TestServer } from "../../test/harness";
import { createPgTestDatabase, TEST_DATABASE_URL } from "../../test/pg-harness";
import { paySandbox, registerEasyPayCard } from "../../test/sandbox-pay";
import { addAddress, receivedOrder } from "./returns.test-helper";

if (!TEST_DATABASE_URL) {
  console.warn("PostgreSQL suite skipped: set TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres)");
}

const USER = "/user-api/v1.0.0/api/returns";
const KEY = "returns-pg-store-key";

describe.skipIf(!TEST_DATABASE_URL)("returns on PostgreSQL", () => {
  let t: TestServer;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const created = await createPgTestDatabase(TEST_DATABASE_URL!);
    drop = created.drop;
    t = await startTestServer({ database: created.database, env: { MNGR_API_KEY: KEY } });
  });
  afterAll(async () => {
    await t?.close();
    await drop?.();
  });

  const newMember = () => newSignedInMember(t);
  const ask = (headers: Record<string, string>, body: unknown) => t.call(USER, { method: "POST", body, headers });

  it("two parallel requests for the same units make one return", async () => {
    const m = await newMember();
    const o = await receivedOrder(t.database.db, m.mberNo, {
      lines: [{ qty: 1, price: 40_000 }],
      cardAmt: 43_000,
      dlvrAmt: 3_000,
      receivedAt: t.now(),
    });
    const body = {
      orderNo: o.orderNo,
      type: "RETURN",
      reasonCd: "04",
      collectMethod: "STORE",
      lines: [{ orderItemNo: 1, qty: 1 }],
    };
    const answers = await Promise.all(Array.from({ length: 6 }, () => ask(m.headers, body)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.body.code === "RTN0004")).toHaveLength(5);
    const [n] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from returns where order_no = ${o.orderNo}`,
    );
    expect(n?.n).toBe(1);
  });

  it("a fee confirmed twice in parallel is captured once and moves the return once", async () => {
    const m = await newMember();
    const o = await receivedOrder(t.database.db, m.mberNo, {
      lines: [{ qty: 2, price: 30_000 }],
      cardAmt: 63_000,
      dlvrAmt: 3_000,
      receivedAt: t.now(),
    });
    const res = await ask(m.headers, {
      orderNo: o.orderNo,
      type: "EXCHANGE",
      reasonCd: "01",
      collectMethod: "STORE",
      lines: [{ orderItemNo: 1, qty: 1 }],
    });
    // Brought to the store: an exchange for change of mind pays nothing then; ask a courier instead.
    expect((res.body.data as ReturnDetail).feeAmt).toBe(0);
    const addr = await queryRows<{ addrNo: number }>(
      t.database.db,
      sql`insert into shipping_addresses (mber_no, addr_nm, receiver_nm, receiver_mobile_num, zip, base_addr)
        values (${m.mberNo}, '집', '김셀러', '01012345678', '06236', '서울 강남구 테헤란로 1') returning addr_no as "addrNo"`,
    );
    const r = (
      await ask(m.headers, {
        orderNo: o.orderNo,
        type: "EXCHANGE",
        reasonCd: "01",
        collectMethod: "PICKUP",
        addrNo: addr[0]!.addrNo,
        lines: [{ orderItemNo: 1, qty: 1 }],
      })
    ).body.data as ReturnDetail;
    expect(r).toMatchObject({ status: "FEE_DUE", feeAmt: 6_000 });
    const start = await t.call(`${USER}/${r.returnNo}/fee`, {
      method: "POST",
      body: { payMethod: "CARD", returnPath: "/return/payment/complete" },
      headers: m.headers,
    });
    const { payNo, payUrl, amount } = start.body.data as { payNo: string; payUrl: string; amount: number };
    const paid = await paySandbox(t, payUrl);
    const confirm = () =>
      t.call("/commerce-api/v1.0.0/api/payments/confirm", {
        method: "POST",
        body: { paymentKey: paid.query.paymentKey, orderNo: payNo, amount },
        headers: m.headers,
      });
    const answers = await Promise.all(Array.from({ length: 5 }, confirm));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    const [captured] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from sandbox_payments where order_no like ${`${r.returnNo}-%`} and status = 'CAPTURED'`,
    );
    expect(captured?.n).toBe(1);
    const history = await queryRows<{ status: string }>(
      t.database.db,
      sql`select status from return_history where return_no = ${r.returnNo} order by seq`,
    );
    expect(history.map((h) => h.status)).toEqual(["FEE_DUE", "REQUESTED"]);
  });

  it("a fee paid by easy pay with five taps at once is charged once and moves the return once", async () => {
    const m = await newMember();
    const billkey = await registerEasyPayCard(t, m.headers);
    const o = await receivedOrder(t.database.db, m.mberNo, {
      lines: [{ qty: 2, price: 30_000 }],
      cardAmt: 63_000,
      dlvrAmt: 3_000,
      receivedAt: t.now(),
    });
    const r = (
      await ask(m.headers, {
        orderNo: o.orderNo,
        type: "RETURN",
        reasonCd: "01",
        collectMethod: "PICKUP",
        addrNo: await addAddress(t.database.db, m.mberNo),
        lines: [{ orderItemNo: 1, qty: 1 }],
      })
    ).body.data as ReturnDetail;
    expect(r).toMatchObject({ status: "FEE_DUE", feeAmt: 3_000 });
    const pay = () =>
      t.call(`${USER}/${r.returnNo}/fee`, {
        method: "POST",
        body: { payMethod: "EASYPAY", returnPath: "/return/payment/complete", billkey, password: "000000" },
        headers: m.headers,
      });
    const answers = await Promise.all(Array.from({ length: 5 }, pay));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    for (const a of answers.filter((x) => x.status !== 200)) expect(["RTN0007", "ORD0015"]).toContain(a.body.code);
    const [charged] = await queryRows<{ provider: number; ours: number }>(
      t.database.db,
      sql`select (select count(*)::int from sandbox_payments where order_no like ${`${r.returnNo}-%`}
          and status = 'CAPTURED') as provider,
        (select count(*)::int from payments where order_no like ${`${r.returnNo}-%`} and status = 'DONE') as ours`,
    );
    expect(charged).toEqual({ provider: 1, ours: 1 });
    const history = await queryRows<{ status: string }>(
      t.database.db,
      sql`select status from return_history where return_no = ${r.returnNo} order by seq`,
    );
    expect(history.map((h) => h.status)).toEqual(["FEE_DUE", "REQUESTED"]);
  });

  it("another member can neither see nor act on my returns", async () => {
    const me = await newMember();
    const other = await newMember();
    const o = await receivedOrder(t.database.db, me.mberNo, {
      lines: [{ qty: 1, price: 40_000 }],
      cardAmt: 43_000,
      dlvrAmt: 3_000,
      receivedAt: t.now(),
    });
    const r = (
      await ask(me.headers, {
        orderNo: o.orderNo,
        type: "RETURN",
        reasonCd: "01",
        collectMethod: "STORE",
        lines: [{ orderItemNo: 1, qty: 1 }],
      })
    ).body.data as ReturnDetail;
    expect((await t.call(`${USER}/${r.returnNo}`, { headers: other.headers })).body.code).toBe("RTN0001");
    const list = (await t.call(USER, { headers: other.headers })).body.data as { totalCnt: number };
    expect(list.totalCnt).toBe(0);
    const pay = await t.call(`${USER}/${r.returnNo}/fee`, {
      method: "POST",
      body: { payMethod: "CARD", returnPath: "/return/payment/complete" },
      headers: other.headers,
    });
    expect(pay.body.code).toBe("RTN0001");
    const eligibility = await t.call(`${USER}/eligibility?orderNo=${o.orderNo}`, { headers: other.headers });
    expect(eligibility.body.code).toBe("ORD0001");
  });
});
