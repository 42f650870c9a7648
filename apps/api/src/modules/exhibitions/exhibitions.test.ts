import type { Exhibition, Home, Promotion } from "@cellar/contracts";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../app/query";
import { seoulDate } from "../../app/seoul-date";
import { member, startTestServer, type TestServer } from "../../test/harness";

const API = "/product-api/v1.0.0/api";
let t: TestServer;
let demo: Record<string, string>;
let basic: Record<string, string>;

beforeAll(async () => {
  t = await startTestServer();
  demo = member((await t.login("demo")).access);
  basic = member((await t.login("basic")).access);
});
afterAll(() => t.close());

const data = async <T>(path: string, headers: Record<string, string> = {}) => {
  const res = await t.call(`${API}${path}`, { headers });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as T;
};

describe("home", () => {
  it("gives a guest carousels, ranking and new arrivals, without the members-only corner", async () => {
    const home = await data<Home>("/home");
    expect(home.promotions.length).toBeGreaterThan(0);
    expect(home.exhibitions.length).toBeGreaterThan(0);
    expect(home.exhibitions.every((e) => e.exhibitionType === "PUBLIC")).toBe(true);
    expect(home.ranking).toHaveLength(10);
    expect(home.ranking.every((p) => !p.memberOnly)).toBe(true);
    expect(home.newArrivals).toHaveLength(10);
    expect(home.newArrivals[0]!.isNew).toBe(true);
    expect(home.memberOnly).toBeNull();
  });

  it("adds the members-only products and premium plans for a member", async () => {
    const home = await data<Home>("/home", demo);
    expect(home.memberOnly!.onlyOne.length).toBeGreaterThan(0);
    expect(home.memberOnly!.onlyOne.every((p) => p.memberOnly)).toBe(true);
    expect(home.memberOnly!.plans.every((e) => e.exhibitionType === "PLAN")).toBe(true);
    expect(home.memberOnly!.plans.length).toBeGreaterThan(0);
  });
});

describe("promotions", () => {
  it("lists ongoing, upcoming and ended promotions by their dates", async () => {
    const today = seoulDate(new Date());
    const ongoing = await data<Promotion[]>("/promotions");
    expect(ongoing.length).toBeGreaterThan(0);
    expect(ongoing.every((p) => p.startDate <= today && p.endDate >= today)).toBe(true);
    const upcoming = await data<Promotion[]>("/promotions?period=UPCOMING");
    expect(upcoming.length).toBeGreaterThan(0);
    expect(upcoming.every((p) => p.startDate > today)).toBe(true);
    const ended = await data<Promotion[]>("/promotions?period=ENDED");
    expect(ended.every((p) => p.endDate < today)).toBe(true);
    expect(ended.length).toBeGreaterThan(0);
  });

  it("pages a promotion's products and refuses a bad period", async () => {
    const [first] = await data<Promotion[]>("/promotions");
    const detail = await data<Promotion & { description: string; products: { totalCnt: number; list: unknown[] } }>(
      `/promotions/${first!.promotionNo}?pageNo=1&pageSize=10`,
    );
    expect(detail.description.length).toBeGreaterThan(0);
    expect(detail.products.totalCnt).toBe(first!.itemCount);
    expect(detail.products.list.length).toBe(Math.min(10, first!.itemCount));
    const bad = await t.call(`${API}/promotions?period=SOON`);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^period/);
    expect((await t.call(`${API}/promotions/PR9999`)).status).toBe(404);
    const badPage = await t.call(`${API}/promotions/${first!.promotionNo}?pageSize=0`);
    expect(badPage.status).toBe(400);
    expect(badPage.body.message).toMatch(/^pageSize/);
  });
});

describe("exhibitions", () => {
  it("lists public exhibitions to everyone", async () => {
    const list = await data<Exhibition[]>("/exhibitions");
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((e) => e.exhibitionType === "PUBLIC")).toBe(true);
    const detail = await data<Exhibition & { contentHtml: string; products: { list: unknown[] } }>(
      `/exhibitions/${list[0]!.exhibitionNo}`,
    );
    expect(detail.contentHtml).toContain("<h2>");
    expect(detail.products.list.length).toBeGreaterThan(0);
  });

  it("refuses the members-only kinds to a guest with NON_MEMBER and shows them to a member", async () => {
    for (const type of ["ONLY_ONE", "BRAND", "PLAN"]) {
      const guest = await t.call(`${API}/exhibitions?exhibitionType=${type}`);
      expect(guest.status).toBe(401);
      expect(guest.body.code).toBe("NON_MEMBER");
      const list = await data<Exhibition[]>(`/exhibitions?exhibitionType=${type}`, basic);
      expect(list.length, type).toBeGreaterThan(0);
      const detail = await t.call(`${API}/exhibitions/${list[0]!.exhibitionNo}`);
      expect(detail.body.code).toBe("NON_MEMBER");
      expect((await t.call(`${API}/exhibitions/${list[0]!.exhibitionNo}`, { headers: basic })).status).toBe(200);
    }
  });

  it("refuses an unknown kind and an unknown exhibition", async () => {
    const bad = await t.call(`${API}/exhibitions?exhibitionType=SECRET`);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^exhibitionType/);
    expect((await t.call(`${API}/exhibitions/EX9999`)).status).toBe(404);
  });
});

describe("my seller", () => {
  type Item = { itemCd: string; orderCount: number; lastOrderedAt: string };
  it("ranks what the member picked up or had delivered, most often first", async () => {
    const expected = await queryRows<{ itemCd: string; n: number | string }>(
      t.database.db,
      sql`select i.item_cd as "itemCd", count(distinct o.order_no) as n from orders o
        join order_items i on i.order_no = o.order_no
        where o.mber_no = 'M202103150001' and o.order_stat_cd in ('03', '06')
        group by i.item_cd order by count(distinct o.order_no) desc, max(o.created_at) desc, i.item_cd`,
    );
    expect(expected.map((e) => e.itemCd)).toContain("W0004");
    const page = await data<{ totalCnt: number; list: Item[] }>("/products/myseller?pageSize=100", demo);
    expect(page.totalCnt).toBe(expected.length);
    expect(page.list.map((i) => [i.itemCd, i.orderCount])).toEqual(expected.map((e) => [e.itemCd, Number(e.n)]));
    // Orders still open (01, 02, 04, 05) or cancelled (09) do not count: W0010 sits only in those.
    expect(page.list.map((i) => i.itemCd)).not.toContain("W0010");
  });

  it("needs a member and a valid page", async () => {
    const guest = await t.call(`${API}/products/myseller`);
    expect(guest.status).toBe(401);
    expect(guest.body.code).toBe("NON_MEMBER");
    const bad = await t.call(`${API}/products/myseller?pageNo=0`, { headers: demo });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^pageNo/);
  });
});
