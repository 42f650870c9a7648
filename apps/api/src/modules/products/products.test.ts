import type { ProductDetail, ProductPage, ProductSummary, StoreStock } from "@cellar/contracts";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../app/query";
import { member, startTestServer, type TestServer } from "../../test/harness";

const API = "/product-api/v1.0.0/api";
let t: TestServer;
let demo: Record<string, string>;
let staff: Record<string, string>;

beforeAll(async () => {
  t = await startTestServer();
  demo = member((await t.login("demo")).access);
  staff = member((await t.login("staff")).access);
});
afterAll(() => t.close());

const page = async (query: string, headers: Record<string, string> = {}) => {
  const res = await t.call(`${API}/products?${query}`, { headers });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as ProductPage;
};
const price = (p: ProductSummary) => p.price;

describe("product list", () => {
  it("pages the whole catalogue by 10, best sellers first", async () => {
    const first = await page("");
    expect(first.pageSize).toBe(10);
    expect(first.list).toHaveLength(10);
    expect(first.totalCnt).toBeGreaterThanOrEqual(3000);
    expect(first.totalPages).toBe(Math.ceil(first.totalCnt / 10));
    expect(first.correctedWord).toBeNull();
    expect(first.list.filter((p) => p.isBest).length).toBe(10);
    expect(first.list[0]!.imageUrl).toBe(`${API}/file/thumbnail?FILE_SEQ_NO=1&FILE_ID=${first.list[0]!.fileId}`);
  });

  it("filters by category and sub-categories, country, pairing, score and price range", async () => {
    const reds = await page(
      "category=10&sCategories=1010&sCategories=1030&country=FR&country=IT&pairing=BEEF&score=90&price=P3&pageSize=50",
    );
    expect(reds.totalCnt).toBeGreaterThan(0);
    for (const p of reds.list) {
      expect(p.clasLCd).toBe("10");
      expect(["1010", "1030"]).toContain(p.clasMCd);
      expect(["FR", "IT"]).toContain(p.countryCd);
      expect(p.score).toBeGreaterThanOrEqual(90);
      expect(p.price).toBeGreaterThanOrEqual(50_000);
      expect(p.price).toBeLessThanOrEqual(100_000);
    }
    const whisky = await page("category=20");
    expect(whisky.list.every((p) => p.clasLCd === "20")).toBe(true);
    expect(whisky.totalCnt).toBeLessThan(reds.totalCnt + 1000);
  });

  it("sorts by price both ways, newest, score and reviews", async () => {
    const low = await page("category=10&sort=03&pageSize=50");
    expect(low.list.map(price)).toEqual([...low.list.map(price)].sort((a, b) => a - b));
    const high = await page("category=10&sort=04&pageSize=50");
    expect(high.list.map(price)).toEqual([...high.list.map(price)].sort((a, b) => b - a));
    const scored = await page("sort=05&pageSize=50");
    const scores = scored.list.map((p) => p.score ?? -1);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    const newest = await page("sort=02");
    expect(newest.list[0]!.isNew).toBe(true);
    const reviewed = await page("sort=06");
    const counts = reviewed.list.map((p) => p.reviewCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it("never repeats or skips an item across pages of a sort with many ties", async () => {
    const all = await page("category=40&sort=06&pageSize=50");
    const seen: string[] = [];
    for (let n = 1; n <= Math.ceil(all.totalCnt / 10); n++) {
      seen.push(...(await page(`category=40&sort=06&pageNo=${n}`)).list.map((p) => p.itemCd));
    }
    expect(seen).toHaveLength(all.totalCnt);
    expect(new Set(seen).size).toBe(all.totalCnt);
  });

  it("answers an empty page past the end with the total", async () => {
    const past = await page("category=70&pageNo=900");
    expect(past.list).toEqual([]);
    expect(past.totalCnt).toBeGreaterThan(0);
  });

  it("refuses bad input naming the field", async () => {
    for (const [query, field] of [
      ["sort=09", "sort"],
      ["pageNo=0", "pageNo"],
      ["pageSize=500", "pageSize"],
      ["price=ZZ", "price"],
      ["score=77", "score"],
      ["country=F-R", "country"],
    ] as const) {
      const res = await t.call(`${API}/products?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.message.startsWith(field), res.body.message).toBe(true);
    }
  });

  it("marks the signed-in member's wish-list items", async () => {
    await t.call(`${API}/attention`, { method: "POST", body: { itemCd: "W0005" }, headers: demo });
    const [liked] = (await t.call(`${API}/products/by-codes?itemCds=W0005`, { headers: demo })).body
      .data as ProductSummary[];
    expect(liked!.isAttention).toBe(true);
    const [guest] = (await t.call(`${API}/products/by-codes?itemCds=W0005`)).body.data as ProductSummary[];
    expect(guest!.isAttention).toBe(false);
  });
});

describe("seeded orders", () => {
  it("reference products that exist, by the same name", async () => {
    const missing = await queryRows<{ itemCd: string; itemNm: string; productNm: string | null }>(
      t.database.db,
      sql`select distinct i.item_cd as "itemCd", i.item_nm as "itemNm", p.item_nm as "productNm"
        from order_items i left join products p on p.item_cd = i.item_cd
        where p.item_cd is null or p.item_nm <> i.item_nm`,
    );
    expect(missing).toEqual([]);
  });
});

describe("products by codes", () => {
  it("keeps the order asked and leaves unknown codes out", async () => {
    const res = await t.call(`${API}/products/by-codes?itemCds=W0007&itemCds=NOPE&itemCds=W0001&itemCds=W0012`);
    expect(res.status).toBe(200);
    expect((res.body.data as ProductSummary[]).map((p) => p.itemCd)).toEqual(["W0007", "W0001", "W0012"]);
  });

  it("needs at least one code", async () => {
    const res = await t.call(`${API}/products/by-codes`);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^itemCds/);
  });
});

describe("product detail", () => {
  it("answers the demo order items by their names", async () => {
    const res = await t.call(`${API}/products/W0005?tnantCd=T0001`, { headers: demo });
    expect(res.status).toBe(200);
    const d = res.body.data as ProductDetail;
    expect(d.itemNm).toBe("카이켄 울트라 말벡");
    expect(d.itemEngNm).toBe("Kaiken Ultra Malbec");
    expect(d.saleUprc).toBe(35_000);
    expect(d.adultOnly).toBe(true);
    expect(d.stock).toEqual({ tnantCd: "T0001", tnantNm: expect.any(String), qty: 8 });
    expect(d.storesInStock).toBeGreaterThan(0);
    expect(d.images[0]).toEqual({ fileSeqNo: 1, url: d.imageUrl });
    expect(d.tastingNotes.tannin).not.toBeNull();
    expect(d.pairings.length).toBeGreaterThan(0);
    expect(d.empPrice).toBeNull();
  });

  it("shows the employee price to employees only", async () => {
    const asStaff = (await t.call(`${API}/products/W0002`, { headers: staff })).body.data as ProductDetail;
    const asGuest = (await t.call(`${API}/products/W0002`)).body.data as ProductDetail;
    expect(asStaff.empPrice).toBeGreaterThan(0);
    expect(asStaff.empPrice).toBeLessThan(asStaff.saleUprc);
    expect(asGuest.empPrice).toBeNull();
    expect(asGuest.stock).toBeNull();
  });

  it("lets a member review an item bought and picked up, not one still on its way", async () => {
    // demo's order 13 (status 03) holds W0002 and W0004; W0008 only sits in orders still on their way.
    const bought = (await t.call(`${API}/products/W0004`, { headers: demo })).body.data as ProductDetail;
    expect(bought.canReview).toBe(true);
    const shipping = (await t.call(`${API}/products/W0010`, { headers: demo })).body.data as ProductDetail;
    expect(shipping.canReview).toBe(false);
  });

  it("has options with their own prices on some products and accessories that are not adult-only", async () => {
    const list = await page("category=70&pageSize=5");
    const accessory = (await t.call(`${API}/products/${list.list[0]!.itemCd}`)).body.data as ProductDetail;
    expect(accessory.adultOnly).toBe(false);
    expect(accessory.tastingNotes.body).toBeNull();
  });

  it("shows a running event and the member's restock sign-up", async () => {
    const [withEvent] = await queryRows<{ itemCd: string; eventPrice: number }>(
      t.database.db,
      sql`select item_cd as "itemCd", event_price as "eventPrice" from products
        where event_price is not null and event_end_date >= current_date order by item_cd limit 1`,
    );
    const d = (await t.call(`${API}/products/${withEvent!.itemCd}`)).body.data as ProductDetail;
    expect(d.event).toMatchObject({ eventPrice: withEvent!.eventPrice, eventNm: expect.any(String) });
    await t.database.db.execute(
      sql`insert into restock_alarms (mber_no, item_cd) values ('M202103150001', 'W0009') on conflict do nothing`,
    );
    const alarmed = (await t.call(`${API}/products/W0009`, { headers: demo })).body.data as ProductDetail;
    expect(alarmed.restockAlarm).toBe(true);
    const other = (await t.call(`${API}/products/W0009`, { headers: staff })).body.data as ProductDetail;
    expect(other.restockAlarm).toBe(false);
  });

  it("refuses a malformed store code", async () => {
    const res = await t.call(`${API}/products/W0005?tnantCd=T-1`);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^tnantCd/);
  });

  it("is a 404 for an unknown item", async () => {
    const res = await t.call(`${API}/products/NOPE1`);
    expect(res.status).toBe(404);
    expect(res.body.code).toBe("9999");
  });
});

describe("store stock", () => {
  it("lists every store, or only those holding stock", async () => {
    const all = (await t.call(`${API}/products/W0005/stock`)).body.data as StoreStock[];
    const held = (await t.call(`${API}/products/W0005/stock?inStockOnly=true`)).body.data as StoreStock[];
    expect(all.length).toBeGreaterThanOrEqual(30);
    expect(held.length).toBeGreaterThan(0);
    expect(held.length).toBeLessThan(all.length);
    expect(held.every((s) => s.qty > 0)).toBe(true);
    expect(all.some((s) => s.qty === 0)).toBe(true);
  });

  it("refuses a bad flag and an unknown item", async () => {
    expect((await t.call(`${API}/products/W0005/stock?inStockOnly=yes`)).status).toBe(400);
    expect((await t.call(`${API}/products/NOPE1/stock`)).status).toBe(404);
  });
});
