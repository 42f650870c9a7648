import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AppError } from "../../app/http/errors";
import { queryRows } from "../../app/query";
import {
  ensureReportReasons,
  insertMembers,
  insertOrder,
  insertProduct,
  newItemCd,
  PRODUCT,
} from "../../test/engagement-helper";
import { member, startTestServer, type TestServer } from "../../test/harness";
import { createPgTestDatabase, TEST_DATABASE_URL } from "../../test/pg-harness";
import { productCards } from "../products";
import { adjustStoreStock, RESTOCK_ALARM_TITLE } from "../restock";
import { reportReview } from "./review-reports";
import { createReviewsDeps } from "./reviews.routes";
import { writeReview } from "./reviews.usecases";

if (!TEST_DATABASE_URL) {
  console.warn("PostgreSQL suite skipped: set TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres)");
}

const DEMO = "M202103150001";
const content = "동시에 여러 번 눌러도 한 번만 남아야 하는 후기";

describe.skipIf(!TEST_DATABASE_URL)("wish-list, reviews and reports under concurrency on PostgreSQL", () => {
  let t: TestServer;
  let drop: () => Promise<void>;
  let demo: Record<string, string>;
  const deps = () => createReviewsDeps({ db: t.database.db, clock: () => new Date(), summaries: productCards });
  const count = async (query: ReturnType<typeof sql>) => (await queryRows<{ n: number }>(t.database.db, query))[0]!.n;
  const memberNos = async (loginIds: string[]) =>
    (
      await queryRows<{ mberNo: string }>(
        t.database.db,
        sql`select mber_no as "mberNo" from members where login_id in (${sql.join(
          loginIds.map((l) => sql`${l}`),
          sql`, `,
        )}) order by login_id`,
      )
    ).map((r) => r.mberNo);
  const settle = async (work: () => Promise<unknown>) => {
    try {
      await work();
      return "ok";
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      return error.def.code;
    }
  };

  beforeAll(async () => {
    const created = await createPgTestDatabase(TEST_DATABASE_URL!);
    drop = created.drop;
    t = await startTestServer({ database: created.database });
    await ensureReportReasons(t.database.db);
    demo = member((await t.login("demo")).access);
  });
  afterAll(async () => {
    await t?.close();
    await drop?.();
  });

  it("50 concurrent wish-list adds of one item by one member leave one row", async () => {
    const item = newItemCd();
    await insertProduct(t.database.db, item);
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        t.call(`${PRODUCT}/attention`, { method: "POST", body: { itemCd: item }, headers: demo }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(50).fill(200));
    expect(await count(sql`select count(*)::int as n from attention where item_cd = ${item}`)).toBe(1);
  });

  it("20 concurrent review writes of one bought item make one review and the right count and average", async () => {
    const item = newItemCd();
    await insertProduct(t.database.db, item);
    await insertOrder(t.database.db, DEMO, item, "03");
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.call(`${PRODUCT}/products/${item}/reviews`, {
          method: "POST",
          body: { rating: (i % 5) + 1, content },
          headers: demo,
        }),
      ),
    );
    const ok = results.filter((r) => r.status === 200);
    expect(ok).toHaveLength(1);
    expect(results.filter((r) => r.body.code === "REV0002")).toHaveLength(19);
    const rating = (ok[0]!.body.data as { rating: number }).rating;
    expect(await count(sql`select count(*)::int as n from reviews where item_cd = ${item}`)).toBe(1);
    const [stats] = await queryRows<{ count: number; sum: number }>(
      t.database.db,
      sql`select review_count as count, review_sum as sum from products where item_cd = ${item}`,
    );
    expect(stats).toEqual({ count: 1, sum: rating });
  });

  it("many buyers writing at once keep the product's count and sum exact", async () => {
    const item = newItemCd();
    await insertProduct(t.database.db, item);
    const buyers = await memberNos(await insertMembers(t.database.db, 12));
    for (const m of buyers) await insertOrder(t.database.db, m, item, "06");
    const attempts = buyers.flatMap((m, i) =>
      [1, 2].map(() => () => writeReview(deps(), m, item, { rating: (i % 5) + 1, content, photoFileIds: [] })),
    );
    const results = await Promise.all(attempts.map((a) => settle(a)));
    expect(results.filter((r) => r === "ok")).toHaveLength(12);
    expect(results.filter((r) => r === "REV0002")).toHaveLength(12);
    const expectedSum = buyers.reduce((s, _, i) => s + (i % 5) + 1, 0);
    const [stats] = await queryRows<{ count: number; sum: number; real: number }>(
      t.database.db,
      sql`select review_count as count, review_sum as sum,
        (select coalesce(sum(rating), 0)::int from reviews where item_cd = ${item}) as real
        from products where item_cd = ${item}`,
    );
    expect(stats).toEqual({ count: 12, sum: expectedSum, real: expectedSum });
  });

  it("concurrent reports are counted exactly: one per member, and the review hides at the fifth", async () => {
    const item = newItemCd();
    await insertProduct(t.database.db, item);
    const [writerA, writerB, ...reporters] = await memberNos(await insertMembers(t.database.db, 12));
    for (const w of [writerA!, writerB!]) await insertOrder(t.database.db, w, item, "03");
    const a = await writeReview(deps(), writerA!, item, { rating: 5, content, photoFileIds: [] });
    const b = await writeReview(deps(), writerB!, item, { rating: 2, content, photoFileIds: [] });
    const reportAll = (reviewNo: string, who: string[], times: number) =>
      Promise.all(
        who.flatMap((m) =>
          Array.from({ length: times }, () =>
            settle(() => reportReview(deps(), m, reviewNo, { reasonCd: "01", detail: "" })),
          ),
        ),
      );
    // Four members, three taps each: four reports, still visible.
    const first = await reportAll(a.reviewNo, reporters.slice(0, 4), 3);
    expect(first.filter((r) => r === "ok")).toHaveLength(4);
    expect(first.filter((r) => r === "REV0003")).toHaveLength(8);
    // Ten members at once on the other review: exactly five land, the fifth hides it, the rest find it gone.
    const second = await reportAll(b.reviewNo, reporters, 1);
    expect(second.filter((r) => r === "ok")).toHaveLength(5);
    expect(second.filter((r) => r === "9999")).toHaveLength(5);
    const rows = await queryRows<{ reviewNo: string; status: string; n: number }>(
      t.database.db,
      sql`select r.review_no as "reviewNo", r.status, (select count(*)::int from review_reports p
        where p.review_no = r.review_no) as n from reviews r where r.item_cd = ${item} order by r.review_no`,
    );
    const byNo = new Map(rows.map((r) => [r.reviewNo, r]));
    expect(byNo.get(a.reviewNo)).toMatchObject({ status: "VISIBLE", n: 4 });
    expect(byNo.get(b.reviewNo)).toMatchObject({ status: "HIDDEN", n: 5 });
    const [stats] = await queryRows<{ count: number; sum: number }>(
      t.database.db,
      sql`select review_count as count, review_sum as sum from products where item_cd = ${item}`,
    );
    expect(stats).toEqual({ count: 1, sum: 5 });
  });

  it("stock arriving in many concurrent receipts notifies each waiting member once", async () => {
    const item = newItemCd();
    await insertProduct(t.database.db, item, { qty: 0 });
    const waiting = await memberNos(await insertMembers(t.database.db, 3));
    for (const m of waiting) {
      await t.database.db.execute(sql`insert into restock_alarms (mber_no, item_cd) values (${m}, ${item})`);
    }
    const changes = await Promise.all(
      Array.from({ length: 10 }, () => adjustStoreStock(t.database.db, item, "T0001", 1)),
    );
    expect(changes.map((c) => c?.after).sort((x, y) => x! - y!)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(changes.filter((c) => c!.notified.length > 0)).toHaveLength(1);
    const alarms = await count(
      sql`select count(*)::int as n from alarms where title = ${RESTOCK_ALARM_TITLE} and mber_no in (${sql.join(
        waiting.map((m) => sql`${m}`),
        sql`, `,
      )})`,
    );
    expect(alarms).toBe(3);
  });
});
