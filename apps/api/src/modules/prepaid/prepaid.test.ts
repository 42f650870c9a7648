import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../app/query";
import { member, startTestServer, type TestServer } from "../../test/harness";
import { paySandbox } from "../../test/sandbox-pay";
import { ledgerSum } from "./prepaid.repository";
import { debitPrepaid } from "./prepaid.routes";

const USER = "/user-api/v1.0.0/api/membership";
const DEMO = "M202103150001";

let t: TestServer;
let demo: Record<string, string>;
beforeAll(async () => {
  t = await startTestServer();
  demo = member((await t.login("demo")).access);
});
afterAll(() => t.close());

const balance = async () =>
  ((await t.call(`${USER}/prepaid`, { headers: demo })).body.data as { balance: number }).balance;

describe("prepaid balance", () => {
  it("starts at 50,000 won with a ledger that adds up", async () => {
    expect(await balance()).toBe(50_000);
    expect(await ledgerSum(t.database.db, DEMO)).toBe(50_000);
    const history = (await t.call(`${USER}/prepaid/history?pageNo=1&pageSize=10`, { headers: demo })).body.data as {
      totalCnt: number;
      list: { type: string; balanceAfter: number }[];
    };
    expect(history.totalCnt).toBe(3);
    expect(history.list[0]).toMatchObject({ balanceAfter: 50_000 });
  });

  it("tops up through the payment page once the payment is confirmed", async () => {
    const start = await t.call(`${USER}/prePaidCharge`, {
      method: "POST",
      headers: demo,
      body: { amount: 30_000, returnPath: "/prePaidCharge" },
    });
    expect(start.status).toBe(200);
    const paid = await paySandbox(t, (start.body.data as { payUrl: string }).payUrl);
    expect(await balance()).toBe(50_000);
    const results = await Promise.all(
      [1, 2, 3].map(() =>
        t.call("/commerce-api/v1.0.0/api/payments/confirm", { method: "POST", headers: demo, body: paid.query }),
      ),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(await balance()).toBe(80_000);
    expect(await ledgerSum(t.database.db, DEMO)).toBe(80_000);
  });

  it("counts open top-ups against the holding limit, and voids a late confirm that would pass it", async () => {
    let basic = member((await t.login("basic")).access);
    const start = async () =>
      t.call(`${USER}/prePaidCharge`, {
        method: "POST",
        headers: basic,
        body: { amount: 1_000_000, returnPath: "/membershipPay" },
      });
    const confirm = async (payUrl: string) =>
      t.call("/commerce-api/v1.0.0/api/payments/confirm", {
        method: "POST",
        headers: basic,
        body: (await paySandbox(t, payUrl)).query,
      });
    const first = (await start()).body.data as { payUrl: string; orderNo: string };
    const second = (await start()).body.data as { payUrl: string };
    // Two open top-ups of 1,000,000 fill the 2,000,000 ceiling: a third cannot start.
    expect((await start()).body.code).toBe("PRPD0002");

    // The first one's page is left open past its hold: it no longer counts, so another can start.
    t.advance(31 * 60_000);
    // Access tokens last 15 minutes: sign in again on the moved clock.
    basic = member((await t.login("basic")).access);
    demo = member((await t.login("demo")).access);
    const third = (await start()).body.data as { payUrl: string };
    expect((await confirm(third.payUrl)).body.code).toBe("0000");
    expect((await confirm(second.payUrl)).body.code).toBe("0000");
    // The late confirm would pass the ceiling: refused, and voided before anything is captured.
    const late = await confirm(first.payUrl);
    expect(late.body.code).toBe("PRPD0002");
    const [gw] = await queryRows<{ status: string }>(
      t.database.db,
      sql`select status from sandbox_payments where order_no = ${first.orderNo}`,
    );
    expect(gw!.status).toBe("VOIDED");
    expect(await ledgerSum(t.database.db, "M202308020002")).toBe(2_000_000);
  });

  it("validates the top-up amount", async () => {
    for (const amount of [500, 10_500, 5_000_000]) {
      const res = await t.call(`${USER}/prePaidCharge`, {
        method: "POST",
        headers: demo,
        body: { amount, returnPath: "/x" },
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toContain("amount");
    }
  });

  it("debits only what the balance holds, writing the ledger", async () => {
    const db = t.database.db;
    await debitPrepaid(db, { mberNo: DEMO, amount: 30_000, description: "주문 결제", orderNo: "O-TEST-1" });
    await expect(
      debitPrepaid(db, { mberNo: DEMO, amount: 50_001, description: "주문 결제", orderNo: "O-TEST-2" }),
    ).rejects.toMatchObject({
      def: { code: "PRPD0001" },
    });
    await debitPrepaid(db, { mberNo: DEMO, amount: 50_000, description: "주문 결제", orderNo: "O-TEST-3" });
    expect(await balance()).toBe(0);
    expect(await ledgerSum(db, DEMO)).toBe(0);
  });
});
