import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../app/query";
import { insertProduct, newItemCd, PRODUCT } from "../../test/engagement-helper";
import { member, startTestServer, type TestServer } from "../../test/harness";
import { notifyRestocked, RESTOCK_ALARM_TITLE } from "./restock.repository";
import { adjustStoreStock, setStoreStock } from "./stock-change.repository";

const DEMO = "M202103150001";
const BASIC = "M202308020002";
const STAFF = "M201905200003";

let t: TestServer;
let demo: Record<string, string>;
let basic: Record<string, string>;
let staff: Record<string, string>;
const soldOut = newItemCd();
const inStock = newItemCd();
const other = newItemCd();

beforeAll(async () => {
  t = await startTestServer();
  await insertProduct(t.database.db, soldOut, { qty: 0, itemNm: "품절 와인" });
  await insertProduct(t.database.db, inStock, { qty: 4 });
  await insertProduct(t.database.db, other, { qty: 0 });
  demo = member((await t.login("demo")).access);
  basic = member((await t.login("basic")).access);
  staff = member((await t.login("staff")).access);
});
afterAll(() => t.close());

const add = (headers: Record<string, string>, body: unknown) =>
  t.call(`${PRODUCT}/restock`, { method: "POST", body, headers });
type Item = { itemCd: string; tnantCd: string | null; tnantNm: string | null; notifiedAt: string | null };
const list = async (headers: Record<string, string>) =>
  (await t.call(`${PRODUCT}/restock`, { headers })).body.data as { totalCnt: number; list: Item[] };
const alarmsOf = (mberNo: string) =>
  queryRows<{ title: string; body: string; link: string }>(
    t.database.db,
    sql`select title, body, link from alarms where mber_no = ${mberNo} and title = ${RESTOCK_ALARM_TITLE} order by id`,
  );

describe("restock alerts", () => {
  it("refuses a guest, bad input, no product, no store, and an item in stock", async () => {
    expect((await add({}, { itemCd: soldOut })).body.code).toBe("NON_MEMBER");
    const bad = await add(demo, { itemCd: soldOut, tnantCd: "T-1!" });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain("tnantCd");
    expect((await add(demo, {})).body.message).toContain("itemCd");
    expect((await add(demo, { itemCd: "NOPE0000" })).status).toBe(404);
    expect((await add(demo, { itemCd: soldOut, tnantCd: "T9999" })).body.message).toContain("tnantCd");
    const stocked = await add(demo, { itemCd: inStock });
    expect(stocked.status).toBe(409);
    expect(stocked.body.code).toBe("RSTK0001");
    // Sold out at another store than the one holding it: allowed for that store.
    expect((await add(demo, { itemCd: inStock, tnantCd: "T0002" })).status).toBe(200);
  });

  it("signs up (any store or one store), lists newest first, and removes", async () => {
    expect((await add(demo, { itemCd: soldOut })).status).toBe(200);
    t.advance(1000);
    expect((await add(demo, { itemCd: other, tnantCd: "T0003" })).status).toBe(200);
    const mine = await list(demo);
    // Newest first, before the seeded sign-ups of days ago.
    expect(mine.list.map((i) => i.itemCd).slice(0, 3)).toEqual([other, soldOut, inStock]);
    expect(mine.list[0]).toMatchObject({ tnantCd: "T0003", notifiedAt: null });
    expect(mine.list[0]!.tnantNm).toBeTruthy();
    expect((mine.list[1] as unknown as { product: { soldOut: boolean } }).product.soldOut).toBe(true);
    expect((await t.call(`${PRODUCT}/restock/${inStock}`, { method: "DELETE", headers: demo })).status).toBe(200);
    expect((await t.call(`${PRODUCT}/restock/${inStock}`, { method: "DELETE", headers: demo })).status).toBe(200);
    expect((await t.call(`${PRODUCT}/restock/NOPE0000`, { method: "DELETE", headers: demo })).status).toBe(404);
    expect((await list(demo)).totalCnt).toBe(mine.totalCnt - 1);
  });

  it("notifies the waiting members once when a store's stock goes from 0 to more", async () => {
    expect((await add(basic, { itemCd: soldOut, tnantCd: "T0001" })).status).toBe(200);
    expect((await add(staff, { itemCd: soldOut, tnantCd: "T0002" })).status).toBe(200);
    const before = (await alarmsOf(DEMO)).length;
    // Stock arrives at T0001: demo (any store) and basic (T0001) hear of it, staff (T0002) does not.
    const change = await setStoreStock(t.database.db, soldOut, "T0001", 6);
    expect(change).toMatchObject({ before: 0, after: 6 });
    expect(change.notified.sort()).toEqual([BASIC, DEMO].sort());
    const alarm = (await alarmsOf(BASIC)).at(-1);
    expect(alarm?.body).toContain("품절 와인");
    expect(alarm?.link).toBe(`/product/${soldOut}`);
    expect((await alarmsOf(DEMO)).length).toBe(before + 1);
    expect((await list(demo)).list.find((i) => i.itemCd === soldOut)?.notifiedAt).toBeTruthy();
    // More stock on top of some is no restock; nobody is told twice.
    expect((await adjustStoreStock(t.database.db, soldOut, "T0001", 3))?.notified).toEqual([]);
    expect(await notifyRestocked(t.database.db, soldOut, "T0001")).toEqual([]);
    // Selling it out and back in at T0002 tells staff only.
    expect((await adjustStoreStock(t.database.db, soldOut, "T0002", 2))?.notified).toEqual([STAFF]);
    expect(await adjustStoreStock(t.database.db, soldOut, "T0002", -3)).toBeNull();
    expect((await adjustStoreStock(t.database.db, soldOut, "T0002", -2))?.after).toBe(0);
  });

  it("waits again after a new sign-up", async () => {
    await setStoreStock(t.database.db, other, "T0003", 0);
    expect((await add(basic, { itemCd: other })).status).toBe(200);
    expect((await list(basic)).list.find((i) => i.itemCd === other)?.notifiedAt).toBeNull();
    expect((await setStoreStock(t.database.db, other, "T0003", 1)).notified.sort()).toEqual([BASIC, DEMO].sort());
  });
});
