import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../app/query";
import { insertMembers } from "../../test/engagement-helper";
import { member, startTestServer, type TestServer } from "../../test/harness";
import { createPgTestDatabase, TEST_DATABASE_URL } from "../../test/pg-harness";
import { paySandbox } from "../../test/sandbox-pay";

const USER = "/user-api/v1.0.0/api/membership";
const CONFIRM = "/commerce-api/v1.0.0/api/payments/confirm";

describe.skipIf(!TEST_DATABASE_URL)("prepaid ceiling under concurrency on PostgreSQL", () => {
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

  const start = (headers: Record<string, string>) =>
    t.call(`${USER}/prePaidCharge`, { method: "POST", headers, body: { amount: 1_000_000, returnPath: "/x" } });
  const balanceOf = async (loginId: string) =>
    (
      await queryRows<{ b: number; s: number }>(
        t.database.db,
        sql`select m.prepaid_balance as b,
          (select coalesce(sum(amount), 0)::int from prepaid_transactions x where x.mber_no = m.mber_no) as s
          from members m where login_id = ${loginId}`,
      )
    )[0]!;

  it("three top-ups of 1,000,000 started at once on an empty balance: two start, the third is refused", async () => {
    const loginIds = await insertMembers(t.database.db, 8);
    await Promise.all(
      loginIds.map(async (loginId) => {
        const headers = member((await t.login(loginId)).access);
        const starts = await Promise.all([start(headers), start(headers), start(headers)]);
        expect(starts.map((s) => s.body.code).sort()).toEqual(["0000", "0000", "PRPD0002"]);
        const opened = starts.filter((s) => s.body.code === "0000").map((s) => s.body.data as { payUrl: string });
        const paid = await Promise.all(opened.map((o) => paySandbox(t, o.payUrl)));
        await Promise.all(paid.map((p) => t.call(CONFIRM, { method: "POST", headers, body: p.query })));
        expect(await balanceOf(loginId)).toEqual({ b: 2_000_000, s: 2_000_000 });
      }),
    );
  });

  it("four authorised top-ups confirmed at once, two of them past their hold: the balance stops at 2,000,000", async () => {
    const loginIds = await insertMembers(t.database.db, 8);
    const members = await Promise.all(
      loginIds.map(async (loginId) => {
        const headers = member((await t.login(loginId)).access);
        const early = await Promise.all([start(headers), start(headers)]);
        return { loginId, early: early.map((s) => s.body.data as { payUrl: string; orderNo: string }) };
      }),
    );
    // The first two pages stay open past their hold, so two more can start.
    t.advance(31 * 60_000);
    const results = await Promise.all(
      members.map(async (m) => {
        const headers = member((await t.login(m.loginId)).access);
        const late = await Promise.all([start(headers), start(headers)]);
        const all = [...m.early, ...late.map((s) => s.body.data as { payUrl: string; orderNo: string })];
        const paid = await Promise.all(all.map((o) => paySandbox(t, o.payUrl)));
        const confirms = await Promise.all(
          paid.map((p) => t.call(CONFIRM, { method: "POST", headers, body: p.query })),
        );
        const [captured] = await queryRows<{ n: number }>(
          t.database.db,
          sql`select count(*)::int as n from sandbox_payments where status = 'CAPTURED' and order_no in (${sql.join(
            all.map((o) => sql`${o.orderNo}`),
            sql`, `,
          )})`,
        );
        return { m, codes: confirms.map((c) => c.body.code), captured: captured!.n };
      }),
    );
    for (const r of results) {
      expect(r.codes.filter((c) => c === "0000")).toHaveLength(2);
      expect(r.codes.filter((c) => c !== "0000").every((c) => c === "PRPD0002")).toBe(true);
      expect(r.captured).toBe(2);
      expect(await balanceOf(r.m.loginId)).toEqual({ b: 2_000_000, s: 2_000_000 });
    }
    console.log(`8 members × 4 parallel confirms of 1,000,000: ${results.map((r) => r.captured).join(",")} captured`);
  });
});
