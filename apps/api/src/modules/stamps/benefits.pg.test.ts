import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AppError } from "../../app/http/errors";
import { queryRows } from "../../app/query";
import { member, startTestServer, type TestServer } from "../../test/harness";
import { createPgTestDatabase, TEST_DATABASE_URL } from "../../test/pg-harness";
import { paySandbox } from "../../test/sandbox-pay";
import { checkStampModel } from "../../test/stamp-model";
import { useCoupon } from "../coupons";
import { debitPrepaid, findBalance, ledgerSum } from "../prepaid";
import * as stampRepo from "./stamps.repository";
import { recordStampTransaction } from "./stamps.routes";

if (!TEST_DATABASE_URL) {
  console.warn("PostgreSQL suite skipped: set TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres)");
}

const DEMO = "M202103150001";
const STAFF = "M201905200003";
const BASIC = "M202308020002";

describe.skipIf(!TEST_DATABASE_URL)("benefit balances under concurrency on PostgreSQL", () => {
  let t: TestServer;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const created = await createPgTestDatabase(TEST_DATABASE_URL!);
    drop = created.drop;
    t = await startTestServer({ database: created.database });
  });
  afterAll(async () => {
    await t?.close();
    await drop?.();
  });

  const settle = async <T>(work: () => Promise<T>) => {
    try {
      return { ok: true as const, value: await work() };
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      return { ok: false as const, code: error.def.code };
    }
  };

  it("100 concurrent stamp redemptions never overdraw and every accepted one is in the ledger", async () => {
    const db = t.database.db;
    const start = await stampRepo.findBalance(db, STAFF);
    await recordStampTransaction(db, { mberNo: STAFF, type: "RELOAD", quantity: 40 - start });
    const before = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from stamp_transactions where mber_no = ${STAFF}`,
    );
    const results = await Promise.all(
      Array.from({ length: 100 }, () =>
        settle(() => recordStampTransaction(db, { mberNo: STAFF, type: "REDEEM", quantity: 1 })),
      ),
    );
    const accepted = results.filter((r) => r.ok);
    expect(accepted).toHaveLength(40);
    expect(results.filter((r) => !r.ok).every((r) => !r.ok && r.code === "STMP0001")).toBe(true);
    expect(await stampRepo.findBalance(db, STAFF)).toBe(0);
    expect(await stampRepo.ledgerSum(db, STAFF)).toBe(0);
    const after = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from stamp_transactions where mber_no = ${STAFF}`,
    );
    expect(after[0]!.n - before[0]!.n).toBe(40);
    const balances = accepted.map((r) => (r.ok ? r.value.balanceAfter : -1)).sort((a, b) => a - b);
    expect(balances).toEqual(Array.from({ length: 40 }, (_, i) => i));
  });

  it("model-based: random sequences of the eleven stamp types keep balance = ledger sum", async () => {
    await checkStampModel(t.database.db, BASIC, [11, 12, 13]);
  });

  it("concurrent reward exchanges over HTTP pay for exactly what the card holds", async () => {
    const db = t.database.db;
    await recordStampTransaction(db, { mberNo: STAFF, type: "ENFORCE_RELOAD", quantity: 35 });
    const staff = member((await t.login("staff")).access);
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.call("/user-api/v1.0.0/api/membership/stamps/redeem", { method: "POST", headers: staff }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    expect(await stampRepo.findBalance(db, STAFF)).toBe(5);
    expect(await stampRepo.ledgerSum(db, STAFF)).toBe(5);
  });

  it("100 concurrent prepaid debits never take the balance below zero; ledger sum = balance", async () => {
    const db = t.database.db;
    expect(await findBalance(db, DEMO)).toBe(50_000);
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        settle(() => debitPrepaid(db, { mberNo: DEMO, amount: 1_500, description: "동시 결제", orderNo: `O-PG-${i}` })),
      ),
    );
    const accepted = results.filter((r) => r.ok).length;
    expect(accepted).toBe(Math.floor(50_000 / 1_500));
    const balance = await findBalance(db, DEMO);
    expect(balance).toBe(50_000 - accepted * 1_500);
    expect(await ledgerSum(db, DEMO)).toBe(balance);
    const uses = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from prepaid_transactions where mber_no = ${DEMO} and order_no like 'O-PG-%'`,
    );
    expect(uses[0]!.n).toBe(accepted);
  });

  it("20 concurrent orders using one coupon: exactly one gets it", async () => {
    const db = t.database.db;
    const [coupon] = await queryRows<{ id: string }>(
      db,
      sql`select p.cpn_issu_no as id from coupon_publications p join coupon_definitions d using (cpn_cd)
        where p.mber_no = ${DEMO} and p.status = 'ISSUED' and p.valid_start_date <= current_date
          and p.valid_end_date > current_date + 1 limit 1`,
    );
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        settle(() => useCoupon(db, { mberNo: DEMO, cpnIssuNo: coupon!.id, orderNo: `O-CPN-${i}`, now: new Date() })),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    const [row] = await queryRows<{ status: string; used_order_no: string }>(
      db,
      sql`select status, used_order_no from coupon_publications where cpn_issu_no = ${coupon!.id}`,
    );
    expect(row!.status).toBe("USED");
    expect(row!.used_order_no).toMatch(/^O-CPN-\d+$/);
  });

  it("20 concurrent confirms of one sandbox payment charge once", async () => {
    const db = t.database.db;
    const demo = member((await t.login("demo")).access);
    const before = (await findBalance(db, DEMO))!;
    const start = await t.call("/user-api/v1.0.0/api/membership/prePaidCharge", {
      method: "POST",
      headers: demo,
      body: { amount: 20_000, returnPath: "/prePaidCharge" },
    });
    const paid = await paySandbox(t, (start.body.data as { payUrl: string }).payUrl);
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.call("/commerce-api/v1.0.0/api/payments/confirm", { method: "POST", headers: demo, body: paid.query }),
      ),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(new Set(results.map((r) => JSON.stringify(r.body.data))).size).toBe(1);
    expect(await findBalance(db, DEMO)).toBe(before + 20_000);
    const charges = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from prepaid_transactions where order_no = ${paid.query.orderNo}`,
    );
    expect(charges[0]!.n).toBe(1);
    const captured = await queryRows<{ status: string }>(
      db,
      sql`select status from sandbox_payments where order_no = ${paid.query.orderNo}`,
    );
    expect(captured).toEqual([{ status: "CAPTURED" }]);
  });
});
