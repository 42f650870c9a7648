import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../app/query";
import { imageBytes, insertOrder, insertProduct, newItemCd, PRODUCT, upload } from "../../test/engagement-helper";
import { member, startTestServer, type TestServer } from "../../test/harness";

const DEMO = "M202103150001";
const BASIC = "M202308020002";

let t: TestServer;
let demo: Record<string, string>;
let basic: Record<string, string>;
const bought = newItemCd();
const delivered = newItemCd();
const pending = newItemCd();
const cancelled = newItemCd();

beforeAll(async () => {
  t = await startTestServer();
  const db = t.database.db;
  for (const cd of [bought, delivered, pending, cancelled]) await insertProduct(db, cd);
  await insertOrder(db, DEMO, bought, "03", new Date(Date.now() - 3 * 86_400_000));
  await insertOrder(db, DEMO, delivered, "06", new Date(Date.now() - 86_400_000));
  await insertOrder(db, DEMO, pending, "01");
  await insertOrder(db, DEMO, cancelled, "09");
  await insertOrder(db, BASIC, bought, "06");
  demo = member((await t.login("demo")).access);
  basic = member((await t.login("basic")).access);
});
afterAll(() => t.close());

const write = (headers: Record<string, string>, itemCd: string, body: unknown) =>
  t.call(`${PRODUCT}/products/${itemCd}/reviews`, { method: "POST", body, headers });
const good = { rating: 4, content: "향이 풍부하고 끝맛이 길어요. 다시 살게요." };
type Page = {
  totalCnt: number;
  list: { reviewNo: string; rating: number; writerNm: string; mine: boolean; photos: { url: string }[] }[];
  summary: { avg: number; count: number; photoCount: number; distribution: number[] };
};
const reviewsOf = async (itemCd: string, q = "", headers: Record<string, string> = {}) =>
  (await t.call(`${PRODUCT}/products/${itemCd}/reviews${q}`, { headers })).body.data as Page;
const stats = async (itemCd: string) =>
  (
    await queryRows<{ count: number; sum: number }>(
      t.database.db,
      sql`select review_count as count, review_sum as sum from products where item_cd = ${itemCd}`,
    )
  )[0]!;

describe("seeded engagement", () => {
  it("gives demo written and writable reviews, photo reviews on W0005, a wish-list and restock sign-ups", async () => {
    const writable = (await t.call(`${PRODUCT}/reviews/writable`, { headers: demo })).body.data as {
      product: { itemCd: string };
    }[];
    expect(writable.map((w) => w.product.itemCd)).toEqual(expect.arrayContaining(["W0001", "W0004", "W0011", "W0012"]));
    const mine = (await t.call(`${PRODUCT}/reviews/mine`, { headers: demo })).body.data as {
      list: { itemCd: string; photos: { url: string }[] }[];
    };
    expect(mine.list.map((r) => r.itemCd).sort()).toEqual(["W0003", "W0005"]);
    const photo = mine.list.find((r) => r.itemCd === "W0005")!.photos[0]!;
    const served = await fetch(t.base + photo.url);
    expect(served.headers.get("content-type")).toBe("image/png");
    const w5 = await reviewsOf("W0005", "?photoOnly=true&pageSize=50");
    expect(w5.totalCnt).toBeGreaterThanOrEqual(2);
    expect(w5.summary.count).toBeGreaterThanOrEqual(10);
    expect(w5.summary.distribution.reduce((a, b) => a + b, 0)).toBe(w5.summary.count);
    const wishes = (await t.call(`${PRODUCT}/attention`, { headers: demo })).body.data as { totalCnt: number };
    expect(wishes.totalCnt).toBeGreaterThanOrEqual(5);
    const restock = (await t.call(`${PRODUCT}/restock`, { headers: demo })).body.data as { totalCnt: number };
    expect(restock.totalCnt).toBe(2);
    const drift = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from products p where review_count <> (select count(*) from reviews r
        where r.item_cd = p.item_cd and r.status = 'VISIBLE') or review_sum <> (select coalesce(sum(rating), 0)
        from reviews r where r.item_cd = p.item_cd and r.status = 'VISIBLE')`,
    );
    expect(drift[0]!.n).toBe(0);
  });
});

describe("writing reviews", () => {
  it("lists the bought, picked-up or delivered items still to review, newest order first", async () => {
    const res = await t.call(`${PRODUCT}/reviews/writable`, { headers: demo });
    const mine = (res.body.data as { product: { itemCd: string }; orderNo: string }[]).map((w) => w.product.itemCd);
    expect(mine.indexOf(delivered)).toBeLessThan(mine.indexOf(bought));
    expect(mine).toContain(bought);
    expect(mine).not.toContain(pending);
    expect(mine).not.toContain(cancelled);
    expect((await t.call(`${PRODUCT}/reviews/writable`)).body.code).toBe("NON_MEMBER");
  });

  it("refuses a guest, a non-buyer, bad input naming the field, and no product", async () => {
    expect((await write({}, bought, good)).body.code).toBe("NON_MEMBER");
    for (const cd of [pending, cancelled]) {
      const res = await write(demo, cd, good);
      expect(res.status).toBe(403);
      expect(res.body.code).toBe("REV0001");
    }
    expect((await write(basic, delivered, good)).body.code).toBe("REV0001");
    const cases: [unknown, string][] = [
      [{ ...good, rating: 6 }, "rating"],
      [{ ...good, rating: 0 }, "rating"],
      [{ ...good, rating: 2.5 }, "rating"],
      [{ ...good, content: "짧아요" }, "content"],
      [{ ...good, content: "가".repeat(1001) }, "content"],
      [{ rating: 5 }, "content"],
      [{ ...good, photoFileIds: ["a", "b", "c", "d", "e", "f"] }, "photoFileIds"],
    ];
    for (const [body, field] of cases) {
      const res = await write(demo, bought, body);
      expect(res.status).toBe(400);
      expect(res.body.message).toContain(field);
    }
    expect((await write(demo, "NOPE0000", good)).status).toBe(404);
  });

  it("writes once per item, with the product's count and average kept", async () => {
    const res = await write(demo, bought, good);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ itemCd: bought, rating: 4, writerNm: "와인**", mine: true, photos: [] });
    const again = await write(demo, bought, { ...good, rating: 1 });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe("REV0002");
    expect((await write(basic, bought, { ...good, rating: 1 })).status).toBe(200);
    expect(await stats(bought)).toEqual({ count: 2, sum: 5 });
    const page = await reviewsOf(bought, "", demo);
    expect(page.summary).toEqual({ avg: 2.5, count: 2, photoCount: 0, distribution: [1, 0, 0, 1, 0] });
    expect(page.list.map((r) => r.mine)).toEqual([false, true]);
    const writable = (await t.call(`${PRODUCT}/reviews/writable`, { headers: demo })).body.data as {
      product: { itemCd: string };
    }[];
    expect(writable.map((w) => w.product.itemCd)).not.toContain(bought);
  });

  it("sorts by rating or latest, filters photo reviews, pages, and checks the query", async () => {
    const photo = await upload(t.base, demo, imageBytes("png"));
    expect(photo.status).toBe(200);
    const { fileId, url } = photo.body.data as { fileId: string; url: string };
    const res = await write(demo, delivered, {
      rating: 5,
      content: "사진과 함께 남기는 후기입니다!",
      photoFileIds: [fileId],
    });
    expect((res.body.data as { photos: { url: string }[] }).photos).toEqual([{ fileId, url }]);
    expect((await reviewsOf(delivered, "?photoOnly=true")).totalCnt).toBe(1);
    expect((await reviewsOf(bought, "?photoOnly=true")).totalCnt).toBe(0);
    expect((await reviewsOf(bought, "?sort=rating")).list.map((r) => r.rating)).toEqual([4, 1]);
    expect((await reviewsOf(bought, "?sort=latest&pageSize=1&pageNo=2")).list.map((r) => r.rating)).toEqual([4]);
    const bad = await t.call(`${PRODUCT}/products/${bought}/reviews?sort=best`);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain("sort");
    expect((await t.call(`${PRODUCT}/products/NOPE0000/reviews`)).status).toBe(404);
    // A photo is one review's and its uploader's: no other review may take it.
    const basicOwn = (await reviewsOf(bought, "", basic)).list.find((r) => r.mine)!;
    const demoOwn = (await reviewsOf(bought, "", demo)).list.find((r) => r.mine)!;
    for (const [no, headers] of [
      [basicOwn.reviewNo, basic],
      [demoOwn.reviewNo, demo],
    ] as const) {
      const taken = await t.call(`${PRODUCT}/reviews/${no}`, {
        method: "PATCH",
        body: { ...good, photoFileIds: [fileId] },
        headers,
      });
      expect(taken.status).toBe(400);
      expect(taken.body.code).toBe("REV0007");
    }
  });

  it("edits and deletes only one's own review, keeping the product's stats", async () => {
    const page = await reviewsOf(bought, "", demo);
    const mine = page.list.find((r) => r.mine)!;
    const other = page.list.find((r) => !r.mine)!;
    const path = (no: string) => `${PRODUCT}/reviews/${no}`;
    const edited = await t.call(path(mine.reviewNo), { method: "PATCH", body: { ...good, rating: 2 }, headers: demo });
    expect(edited.body.data).toMatchObject({ rating: 2 });
    expect(await stats(bought)).toEqual({ count: 2, sum: 3 });
    expect((await t.call(path(other.reviewNo), { method: "PATCH", body: good, headers: demo })).status).toBe(403);
    expect((await t.call(path(other.reviewNo), { method: "DELETE", headers: demo })).status).toBe(403);
    expect((await t.call(path("RVnope"), { method: "DELETE", headers: demo })).status).toBe(404);
    const badEdit = await t.call(path(mine.reviewNo), { method: "PATCH", body: { rating: 9 }, headers: demo });
    expect(badEdit.body.message).toContain("rating");
    expect((await t.call(path(mine.reviewNo), { method: "DELETE", headers: demo })).status).toBe(200);
    expect(await stats(bought)).toEqual({ count: 1, sum: 1 });
    const writable = (await t.call(`${PRODUCT}/reviews/writable`, { headers: demo })).body.data as {
      product: { itemCd: string };
    }[];
    expect(writable.map((w) => w.product.itemCd)).toContain(bought);
  });

  it("lists my reviews newest first with their product", async () => {
    const res = await t.call(`${PRODUCT}/reviews/mine?pageSize=5`, { headers: demo });
    const data = res.body.data as { totalCnt: number; list: { itemCd: string; product: { itemCd: string } }[] };
    expect(data.list[0]).toMatchObject({ itemCd: delivered, product: { itemCd: delivered } });
    expect(data.totalCnt).toBe(data.list.length);
    expect((await t.call(`${PRODUCT}/reviews/mine`)).body.code).toBe("NON_MEMBER");
  });
});
