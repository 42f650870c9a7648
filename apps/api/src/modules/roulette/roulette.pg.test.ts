import { rouletteWriteSchema } from "@cellar/contracts";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AppError } from "../../app/http/errors";
import { queryRows } from "../../app/query";
import { insertMembers, insertOrder } from "../../test/engagement-helper";
import { startTestServer, type TestServer } from "../../test/harness";
import { createPgTestDatabase, TEST_DATABASE_URL } from "../../test/pg-harness";
import * as repo from "./roulette.repository";
import { certainWheel } from "./roulette.test-helper";
import { type RouletteDeps, spin } from "./roulette.usecases";
import { createRoulette } from "./roulette-store.usecases";

if (!TEST_DATABASE_URL) {
  console.warn("PostgreSQL suite skipped: set TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres)");
}

describe.skipIf(!TEST_DATABASE_URL)("roulette spins on PostgreSQL", () => {
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

  const deps = (): RouletteDeps => ({ repo, db: t.database.db, clock: () => new Date() });
  const settle = async (work: () => Promise<{ spin: { prize: { kind: string } } }>) => {
    try {
      return (await work()).spin.prize.kind;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      return error.def.code;
    }
  };
  const newMembers = async (n: number) => {
    const loginIds = await insertMembers(t.database.db, n);
    const rows = await queryRows<{ mberNo: string }>(
      t.database.db,
      sql`select mber_no as "mberNo" from members where login_id in (${sql.join(
        loginIds.map((l) => sql`${l}`),
        sql`, `,
      )})`,
    );
    expect(rows).toHaveLength(n);
    return rows.map((r) => r.mberNo);
  };
  const newEvent = (prize: Parameters<typeof certainWheel>[0]) =>
    createRoulette(deps(), rouletteWriteSchema.parse(certainWheel(prize)));

  it("200 members spinning at once for a prize with 10 units left at 100 %: 10 get it, 190 'next time'", async () => {
    const event = await newEvent({ kind: "COUPON", cpnCd: "CPN-ROULETTE-5000", oddsBp: 10_000, stock: 10 });
    const members = await newMembers(200);
    const results = await Promise.all(members.map((m) => settle(() => spin(deps(), event.eventCd, m))));
    expect(results.filter((r) => r === "COUPON")).toHaveLength(10);
    expect(results.filter((r) => r === "NONE")).toHaveLength(190);
    const [row] = await queryRows<{ stockLeft: number; spins: number; fallbacks: number; coupons: number }>(
      t.database.db,
      sql`select p.stock_left as "stockLeft",
        (select count(*)::int from roulette_spins s where s.event_cd = p.event_cd) as spins,
        (select count(*)::int from roulette_spins s where s.event_cd = p.event_cd and s.sold_out_fallback) as fallbacks,
        (select count(*)::int from roulette_spins s where s.event_cd = p.event_cd and s.cpn_issu_no is not null) as coupons
        from roulette_prizes p where p.event_cd = ${event.eventCd} and p.slot = 0`,
    );
    expect(row).toEqual({ stockLeft: 0, spins: 200, fallbacks: 190, coupons: 10 });
    const [issued] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from coupon_publications c join roulette_spins s on s.cpn_issu_no = c.cpn_issu_no
        where s.event_cd = ${event.eventCd}`,
    );
    expect(issued!.n).toBe(10);
  });

  it("one member's 20 spins at once never exceed the allowance: 1, or 2 after a paid order today", async () => {
    const event = await newEvent({ kind: "STAMP", amount: 1, oddsBp: 10_000 });
    const [one, two] = await newMembers(2);
    const burst = (m: string) =>
      Promise.all(Array.from({ length: 20 }, () => settle(() => spin(deps(), event.eventCd, m))));
    const first = await burst(one!);
    expect(first.filter((r) => r === "STAMP")).toHaveLength(1);
    expect(first.filter((r) => r === "ROUL0004")).toHaveLength(19);
    await insertOrder(t.database.db, two!, "TESTITEM", "03", new Date());
    const second = await burst(two!);
    expect(second.filter((r) => r === "STAMP")).toHaveLength(2);
    expect(second.filter((r) => r === "ROUL0004")).toHaveLength(18);
    const stamps = await queryRows<{ mberNo: string; balance: number; spins: number }>(
      t.database.db,
      sql`select b.mber_no as "mberNo", b.balance,
        (select count(*)::int from roulette_spins s where s.mber_no = b.mber_no) as spins
        from stamp_balances b where b.mber_no in (${one}, ${two}) order by b.balance`,
    );
    expect(stamps.map((s) => [s.balance, s.spins])).toEqual([
      [1, 1],
      [2, 2],
    ]);
  });
});
