import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { member, startTestServer, type TestServer } from "../../test/harness";
import { paySandbox } from "../../test/sandbox-pay";
import { ledgerSum } from "./prepaid.repository";
import { debitPrepaid } from "./prepaid.usecases";

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

  it("credits top-ups already charged even when together they pass the holding limit", async () => {
    const basic = member((await t.login("basic")).access);
    const start = async () =>
      (
        await t.call(`${USER}/prePaidCharge`, {
          method: "POST",
          headers: basic,
          body: { amount: 1_000_000, returnPath: "/membershipPay" },
        })
      ).body.data as { payUrl: string };
    const started = [await start(), await start(), await start()];
    for (const one of started) {
      const paid = await paySandbox(t, one.payUrl);
      const res = await t.call("/commerce-api/v1.0.0/api/payments/confirm", {
        method: "POST",
        headers: basic,
        body: paid.query,
      });
      expect(res.status).toBe(200);
    }
    expect(await ledgerSum(t.database.db, "M202308020002")).toBe(3_000_000);
    const third = await t.call(`${USER}/prePaidCharge`, {
      method: "POST",
      headers: basic,
      body: { amount: 10_000, returnPath: "/membershipPay" },
    });
    expect(third.body.code).toBe("PRPD0002");
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
