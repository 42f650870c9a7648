import type { WineKeepDetail, WineKeepList } from "@cellar/contracts";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../app/query";
import { plainProducts } from "../../test/checkout-fixtures";
import { member, startTestServer, type TestServer } from "../../test/harness";
import { createPgTestDatabase, TEST_DATABASE_URL } from "../../test/pg-harness";
import { KEY, MNGR, payPickupOrder, USER } from "./wine-keep.test-helper";

if (!TEST_DATABASE_URL) {
  console.warn("PostgreSQL suite skipped: set TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres)");
}

describe.skipIf(!TEST_DATABASE_URL)("wine keep on PostgreSQL", () => {
  let t: TestServer;
  let drop: () => Promise<void>;
  let basic: Record<string, string>;
  let demo: Record<string, string>;
  let keep: WineKeepDetail;

  beforeAll(async () => {
    const created = await createPgTestDatabase(TEST_DATABASE_URL!);
    drop = created.drop;
    t = await startTestServer({ database: created.database, env: { MNGR_API_KEY: KEY } });
    basic = member((await t.login("basic")).access);
    demo = member((await t.login("demo")).access);
    const [item] = await plainProducts(t.database.db, 1, "T0001", 20);
    const orderNo = await payPickupOrder(t, basic, item!, { qty: 6, tnantCd: "T0001", keep: true });
    const [row] = await queryRows<{ keepNo: string }>(
      t.database.db,
      sql`select keep_no as "keepNo" from wine_keeps where order_no = ${orderNo}`,
    );
    keep = (await t.call(`${USER}/${row!.keepNo}`, { headers: basic })).body.data as WineKeepDetail;
  });
  afterAll(async () => {
    await t?.close();
    await drop?.();
  });

  it("parallel hand-overs never exceed the kept bottles: 8 stores × 2 of 6 → 3 succeed", async () => {
    const lineNo = keep.lines[0]!.lineNo;
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        t.call(`${MNGR}/${keep.keepNo}/hand-overs`, {
          method: "POST",
          headers: { "x-mngr-key": KEY },
          body: { lineNo, qty: 2, handedBy: `직원${i + 1}` },
        }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    expect(results.filter((r) => r.body.code === "WKP0004")).toHaveLength(5);
    const [line] = await queryRows<{ collected: number; handOvers: number }>(
      t.database.db,
      sql`select l.collected_qty as collected,
        (select count(*)::int from wine_keep_hand_overs h where h.keep_no = l.keep_no) as "handOvers"
        from wine_keep_lines l where l.keep_no = ${keep.keepNo}`,
    );
    expect(line).toEqual({ collected: 6, handOvers: 3 });
  });

  it("another member cannot see, list or extend my keep", async () => {
    const seen = await t.call(`${USER}/${keep.keepNo}`, { headers: demo });
    expect([seen.status, seen.body.code]).toEqual([404, "WKP0001"]);
    const extend = await t.call(`${USER}/${keep.keepNo}/extend`, { method: "POST", headers: demo });
    expect([extend.status, extend.body.code]).toEqual([404, "WKP0001"]);
    const list = (await t.call(USER, { headers: demo })).body.data as WineKeepList;
    expect(list.keeps.map((k) => k.keepNo)).not.toContain(keep.keepNo);
    const [row] = await queryRows<{ extended: boolean }>(
      t.database.db,
      sql`select extended_at is not null as extended from wine_keeps where keep_no = ${keep.keepNo}`,
    );
    expect(row!.extended).toBe(false);
  });
});
