import type { Store } from "@cellar/contracts";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../app/query";
import { member, startTestServer, type TestServer } from "../../test/harness";
import { createPgTestDatabase, TEST_DATABASE_URL } from "../../test/pg-harness";

const API = "/product-api/v1.0.0/api";

describe.skipIf(!TEST_DATABASE_URL)("stores on PostgreSQL", () => {
  let t: TestServer;
  let drop: () => Promise<void>;
  let demo: Record<string, string>;

  beforeAll(async () => {
    const created = await createPgTestDatabase(TEST_DATABASE_URL!);
    drop = created.drop;
    t = await startTestServer({ database: created.database });
    demo = member((await t.login("demo")).access);
  });
  afterAll(async () => {
    await t?.close();
    await drop?.();
  });

  it("keeps one favourite and one pick-up store however many requests race", async () => {
    const adds = Array.from({ length: 12 }, () =>
      t.call(`${API}/tnant/favorites`, { method: "POST", body: { tnantCd: "T0007" }, headers: demo }),
    );
    const picks = ["T0001", "T0002", "T0003", "T0004", "T0005", "T0006"].map((tnantCd) =>
      t.call(`${API}/tnant/pickup`, { method: "PUT", body: { tnantCd }, headers: demo }),
    );
    const answers = await Promise.all([...adds, ...picks]);
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    const [fav] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from store_favorites where mber_no = 'M202103150001' and tnant_cd = 'T0007'`,
    );
    expect(fav!.n).toBe(1);
    const [pick] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from pickup_stores where mber_no = 'M202103150001'`,
    );
    expect(pick!.n).toBe(1);
    const list = (await t.call(`${API}/tnant`, { headers: demo })).body.data as Store[];
    expect(list[0]).toMatchObject({ tnantCd: "T0007", favorite: true });
  });

  it("finds the nearest district with the SQL great-circle distance", async () => {
    const res = await t.call(`${API}/tnant/address?lat=37.5665&lng=126.978`);
    expect(res.body.data).toEqual({ address: "서울특별시 종로구" });
  });
});
