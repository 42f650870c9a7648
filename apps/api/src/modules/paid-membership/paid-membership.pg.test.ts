import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../app/query";
import { insertMembers } from "../../test/engagement-helper";
import { member, startTestServer, type TestServer } from "../../test/harness";
import { createPgTestDatabase, TEST_DATABASE_URL } from "../../test/pg-harness";
import { paySandbox } from "../../test/sandbox-pay";

const USER = "/user-api/v1.0.0/api/membership";
const CONFIRM = "/commerce-api/v1.0.0/api/payments/confirm";

describe.skipIf(!TEST_DATABASE_URL)("paid membership under concurrency on PostgreSQL", () => {
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

  it("two membership payments confirmed at the same moment: the second year follows the first", async () => {
    const loginIds = await insertMembers(t.database.db, 8);
    await Promise.all(
      loginIds.map(async (loginId) => {
        const headers = member((await t.login(loginId)).access);
        // Both payments start before either is confirmed, so both pass the start check.
        const starts = [];
        for (let i = 0; i < 2; i += 1) {
          const start = await t.call(`${USER}/paid/pay`, {
            method: "POST",
            headers,
            body: { returnPath: "/membershipPay" },
          });
          starts.push(start.body.data as { payUrl: string });
        }
        const paid = await Promise.all(starts.map((s) => paySandbox(t, s.payUrl)));
        const confirms = await Promise.all(
          paid.map((p) => t.call(CONFIRM, { method: "POST", headers, body: p.query })),
        );
        expect(confirms.map((c) => c.body.code)).toEqual(["0000", "0000"]);
      }),
    );
    const periods = await queryRows<{ loginId: string; startDate: string; endDate: string }>(
      t.database.db,
      sql`select m.login_id as "loginId", p.start_date::text as "startDate", p.end_date::text as "endDate"
        from paid_memberships p join members m on m.mber_no = p.mber_no
        where m.login_id in (${sql.join(
          loginIds.map((id) => sql`${id}`),
          sql`, `,
        )}) order by m.login_id, p.start_date`,
    );
    expect(periods).toHaveLength(16);
    for (const loginId of loginIds) {
      const [first, second] = periods.filter((p) => p.loginId === loginId);
      const dayAfter = new Date(`${first!.endDate}T00:00:00Z`);
      dayAfter.setUTCDate(dayAfter.getUTCDate() + 1);
      expect(second!.startDate).toBe(dayAfter.toISOString().slice(0, 10));
    }
    console.log(`8 members × 2 simultaneous confirms: ${periods.length} periods, none overlapping`);
  });

  it("the database refuses two overlapping periods of one member", async () => {
    const [loginId] = await insertMembers(t.database.db, 1);
    const [row] = await queryRows<{ mberNo: string }>(
      t.database.db,
      sql`select mber_no as "mberNo" from members where login_id = ${loginId}`,
    );
    const insert = (start: string, end: string) =>
      t.database.db.execute(sql`insert into paid_memberships (mber_no, start_date, end_date, fee)
        values (${row!.mberNo}, ${start}, ${end}, 30000)`);
    await insert("2026-01-01", "2026-12-31");
    await expect(insert("2026-12-31", "2027-12-30")).rejects.toMatchObject({ cause: { code: "23P01" } });
    await insert("2027-01-01", "2027-12-31");
  });
});
