import type { Home, ProductPage } from "@cellar/contracts";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../app/query";
import { seedBulkCatalogue, seedProductsTarget } from "../../app/seed/catalogue/bulk";
import { member, startTestServer, type TestServer } from "../../test/harness";

// Issue 26 (decisions 451–453): the main reads share nothing per process that another instance's
// write would leave stale (the wish-list hearts), and SEED_PRODUCTS grows the catalogue.
const API = "/product-api/v1.0.0/api";
const DEMO = "M202103150001";
let t: TestServer;
let demo: Record<string, string>;

beforeAll(async () => {
  t = await startTestServer();
  demo = member((await t.login("demo")).access);
});
afterAll(() => t.close());

const data = async <T>(path: string, headers: Record<string, string> = {}) => {
  const res = await t.call(`${API}${path}`, { headers });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as T;
};
/** A wish-list write as another instance makes it: straight into the shared database. */
const likeElsewhere = (itemCd: string) =>
  t.database.db.execute(
    sql`insert into attention (mber_no, item_cd) values (${DEMO}, ${itemCd}) on conflict do nothing`,
  );
const unlikeElsewhere = (itemCd: string) =>
  t.database.db.execute(sql`delete from attention where mber_no = ${DEMO} and item_cd = ${itemCd}`);

describe("hearts are read from the database each time", () => {
  it("home and the product list show another instance's wish-list change at once", async () => {
    const first = await data<Home>("/home", demo);
    const itemCd = first.ranking[0]!.itemCd;
    await unlikeElsewhere(itemCd);
    expect((await data<Home>("/home", demo)).ranking[0]!.isAttention).toBe(false);
    const list = `/products?sort=01&pageNo=1&pageSize=20&category=${first.ranking[0]!.clasLCd}`;
    const before = await data<ProductPage>(list, demo);
    const onList = before.list.find((p) => p.itemCd === itemCd);
    expect(onList?.isAttention).toBe(false);

    await likeElsewhere(itemCd);
    expect((await data<Home>("/home", demo)).ranking[0]!.isAttention).toBe(true);
    expect((await data<ProductPage>(list, demo)).list.find((p) => p.itemCd === itemCd)?.isAttention).toBe(true);
    // A guest shares the same home, never with a member's heart.
    const guest = await data<Home>("/home");
    expect(guest.ranking.map((p) => p.itemCd)).toEqual(first.ranking.map((p) => p.itemCd));
    expect(guest.ranking.every((p) => !p.isAttention)).toBe(true);
    expect(guest.memberOnly).toBeNull();

    await unlikeElsewhere(itemCd);
    expect((await data<Home>("/home", demo)).ranking[0]!.isAttention).toBe(false);
    expect((await data<ProductPage>(list, demo)).list.find((p) => p.itemCd === itemCd)?.isAttention).toBe(false);
  });
});

describe("SEED_PRODUCTS", () => {
  it("is a whole number from 1 to 1,000,000, or unset", () => {
    expect(seedProductsTarget({})).toBeNull();
    expect(seedProductsTarget({ SEED_PRODUCTS: " 100000 " })).toBe(100_000);
    for (const bad of ["0", "-5", "1.5", "lots", "1000001"])
      expect(() => seedProductsTarget({ SEED_PRODUCTS: bad }), bad).toThrow(/SEED_PRODUCTS must be a whole number/);
  });

  it("grows the catalogue with lots that list, search, stock and review like the rest, once", async () => {
    const db = t.database.db;
    const count = async () =>
      Number((await queryRows<{ n: string }>(db, sql`select count(*) as n from products`))[0]!.n);
    const n = await count();
    expect(await seedBulkCatalogue(db, n + 40)).toBe(40);
    expect(await count()).toBe(n + 40);
    expect(await seedBulkCatalogue(db, n + 40)).toBe(0);

    const [lot] = await queryRows<{ itemCd: string; name: string; base: string; stock: string; reviews: string }>(
      db,
      sql`select p.item_cd as "itemCd", p.item_nm as name, split_part(p.item_nm, ' No.', 1) as base,
          (select count(*) from product_stock s where s.item_cd = p.item_cd) as stock,
          (select count(*) from reviews r where r.item_cd = p.item_cd) as reviews
        from products p where p.item_cd = 'B0000001'`,
    );
    expect(lot!.name).toBe(`${lot!.base} No.1`);
    expect(Number(lot!.stock)).toBeGreaterThan(0);
    const detail = await data<{ itemNm: string; reviewCount: number }>(`/products/${lot!.itemCd}`);
    expect(detail.itemNm).toBe(lot!.name);
    expect(detail.reviewCount).toBe(Number(lot!.reviews));
    const found = await data<ProductPage>(
      `/products?searchWord=${encodeURIComponent(lot!.base)}&sort=01&pageNo=1&pageSize=50`,
    );
    expect(found.list.map((p) => p.itemNm)).toContain(lot!.name);
  });
});
