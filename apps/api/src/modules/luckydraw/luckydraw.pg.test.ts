import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../app/query";
import { member, startTestServer, type TestServer } from "../../test/harness";
import { createPgTestDatabase, TEST_DATABASE_URL } from "../../test/pg-harness";
import { paySandbox } from "../../test/sandbox-pay";
import {
  addEntries,
  addMembers,
  CONFIRM,
  depsOf,
  entriesOf,
  LUCKY_KEY,
  MNGR,
  newDraw,
  store,
  USER,
} from "./luckydraw.test-helper";
import { runDraw } from "./luckydraw-run.usecases";

if (!TEST_DATABASE_URL) {
  console.warn("PostgreSQL suite skipped: set TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres)");
}

describe.skipIf(!TEST_DATABASE_URL)("lucky draws on PostgreSQL", () => {
  let t: TestServer;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const created = await createPgTestDatabase(TEST_DATABASE_URL!);
    drop = created.drop;
    t = await startTestServer({ database: created.database, env: { MNGR_API_KEY: LUCKY_KEY } });
  });
  afterAll(async () => {
    await t?.close();
    await drop?.();
  });

  it("takes one entry of 50 parallel entries by one member", async () => {
    const d = await newDraw(t);
    const demo = member((await t.login("demo")).access);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        t.call(`${USER}/${d.luckyDrawCd}/entry`, {
          method: "POST",
          headers: demo,
          body: { tnantCd: d.stores[i % 2]!.tnantCd },
        }),
      ),
    );
    const codes = answers.map((a) => a.body.code);
    expect(codes.filter((c) => c === "0000")).toHaveLength(1);
    expect(codes.filter((c) => c === "LKD0004")).toHaveLength(49);
    expect(await entriesOf(t, d.luckyDrawCd)).toHaveLength(1);
  });

  it("gives one set of winners when the draw runs twice at once", async () => {
    const d = await newDraw(t, { winnerCnt: 4, reserveCnt: 3 });
    const entrants = await addMembers(t, 20);
    await addEntries(t, d.luckyDrawCd, entrants, d.stores[0]!.tnantCd);
    const deps = depsOf(t);
    const runs = await Promise.all([
      runDraw(deps, d.luckyDrawCd, true),
      runDraw(deps, d.luckyDrawCd, true),
      t
        .call(`${MNGR}/${d.luckyDrawCd}/draw`, { method: "POST", headers: store })
        .then((r) => r.body.data as { ran: boolean }),
    ]);
    expect(runs.filter((r) => r.ran)).toHaveLength(1);
    const rows = await entriesOf(t, d.luckyDrawCd);
    expect(rows.filter((e) => e.result === "WINNER")).toHaveLength(4);
    expect(rows.filter((e) => e.result === "RESERVE")).toHaveLength(3);
    const [{ n }] = (await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from lucky_draw_runs where lucky_draw_cd = ${d.luckyDrawCd}`,
    )) as [{ n: number }];
    expect(n).toBe(1);
    const alarms = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from alarms where mber_no in (${sql.join(
        entrants.map((m) => sql`${m}`),
        sql`, `,
      )})`,
    );
    expect(alarms[0]!.n).toBe(20);
  });

  it("refuses anyone but the winner and captures once when the winner pays twice in parallel", async () => {
    const d = await newDraw(t, { winnerCnt: 1 });
    const [winnerNo, loserNo] = await addMembers(t, 2);
    await addEntries(t, d.luckyDrawCd, [winnerNo!, loserNo!], d.stores[0]!.tnantCd);
    // Make the first one the only valid entry's winner deterministically: the other has already lost.
    await t.database.db.execute(sql`update lucky_draw_entries set result = 'LOST'
      where lucky_draw_cd = ${d.luckyDrawCd} and mber_no = ${loserNo}`);
    await runDraw(depsOf(t), d.luckyDrawCd, true);
    const winner = member((await t.login(winnerNo!.toLowerCase())).access);
    const loser = member((await t.login(loserNo!.toLowerCase())).access);
    const pay = (headers: Record<string, string>) =>
      t.call(`${USER}/${d.luckyDrawCd}/pay`, {
        method: "POST",
        headers,
        body: { payMethod: "CARD", returnPath: "/luckydraw/complete" },
      });
    const refused = await Promise.all([pay(loser), pay(member((await t.login("basic")).access))]);
    expect(refused.map((r) => r.body.code)).toEqual(["LKD0008", "LKD0008"]);

    const starts = await Promise.all([pay(winner), pay(winner)]);
    expect(starts.map((s) => s.body.code)).toEqual(["0000", "0000"]);
    const pages = await Promise.all(starts.map((s) => paySandbox(t, (s.body.data as { payUrl: string }).payUrl)));
    const confirms = await Promise.all(
      pages
        .filter((p) => p.query.paymentKey)
        .map((p) => t.call(CONFIRM, { method: "POST", headers: winner, body: p.query })),
    );
    expect(confirms.filter((c) => c.body.code === "0000")).toHaveLength(1);
    const paid = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from payments where purpose = 'LUCKY_DRAW' and mber_no = ${winnerNo} and status = 'DONE'`,
    );
    expect(paid[0]!.n).toBe(1);
    const captured = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from sandbox_payments s join payments p on p.order_no = s.order_no
        where p.mber_no = ${winnerNo} and s.status = 'CAPTURED'`,
    );
    expect(captured[0]!.n).toBe(1);
    const orders = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from orders where mber_no = ${winnerNo}`,
    );
    expect(orders[0]!.n).toBe(1);
    expect((await pay(winner)).body.code).toBe("LKD0009");
  });
});
