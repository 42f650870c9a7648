import { API_VERSION, endpointRoutes } from "@cellar/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertProduct, newItemCd, PRODUCT } from "../../test/engagement-helper";
import { member, startTestServer, type TestServer } from "../../test/harness";

let t: TestServer;
let demo: Record<string, string>;
let basic: Record<string, string>;
const items = Array.from({ length: 12 }, () => newItemCd());

beforeAll(async () => {
  t = await startTestServer();
  for (const [i, cd] of items.entries()) await insertProduct(t.database.db, cd, { qty: i === 0 ? 0 : 3 });
  demo = member((await t.login("demo")).access);
  basic = member((await t.login("basic")).access);
});
afterAll(() => t.close());

const add = (headers: Record<string, string>, itemCd: unknown) =>
  t.call(`${PRODUCT}/attention`, { method: "POST", body: { itemCd }, headers });
type Page = { pageNo: number; pageSize: number; totalCnt: number; totalPages: number; list: { itemCd: string }[] };
const list = async (headers: Record<string, string>, q = "") =>
  (await t.call(`${PRODUCT}/attention${q}`, { headers })).body.data as Page;

describe("engagement endpoints", () => {
  it("answer NON_MEMBER (401) to a guest on every member-only call", async () => {
    const mine = /^\/api\/(attention|restock|reviews)|\/reviews$/;
    const memberOnly = Object.entries(endpointRoutes).filter(([, r]) => r.auth === "member" && mine.test(r.path));
    expect(memberOnly.length).toBe(14);
    for (const [name, r] of memberOnly) {
      const path = r.path.replace(":itemCd", items[1]!).replace(":reviewNo", "RV0");
      const res = await t.call(`/${r.prefix}/${API_VERSION}${path}`, {
        method: r.method,
        ...(r.method === "GET" || r.method === "DELETE" ? {} : { body: {} }),
      });
      expect([name, res.status, res.body.code]).toEqual([name, 401, "NON_MEMBER"]);
    }
  });
});

describe("wish-list", () => {
  it("refuses a guest with NON_MEMBER on every call", async () => {
    expect((await add({}, items[0])).body.code).toBe("NON_MEMBER");
    expect((await t.call(`${PRODUCT}/attention`)).status).toBe(401);
    expect((await t.call(`${PRODUCT}/attention/all`, { method: "DELETE" })).body.code).toBe("NON_MEMBER");
    expect((await t.call(`${PRODUCT}/attention/${items[0]}`, { method: "DELETE" })).body.code).toBe("NON_MEMBER");
  });

  it("adds once however often it is asked, and answers 400 naming itemCd or 404 for no product", async () => {
    for (let i = 0; i < 3; i++) expect((await add(basic, items[1])).body).toMatchObject({ code: "0000", data: null });
    const rows = await t.database.db.execute(
      `select count(*)::int as n from attention where item_cd = '${items[1]}' and mber_no = 'M202308020002'`,
    );
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
    const bad = await add(basic, "");
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain("itemCd");
    expect((await add(basic, 12)).body.message).toContain("itemCd");
    const unknown = await add(basic, "NOPE0000");
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe("9999");
  });

  it("lists newest first with product cards, pages without overlap, and marks them liked", async () => {
    // The seed gives demo a wish-list; start from an empty one.
    expect((await t.call(`${PRODUCT}/attention/all`, { method: "DELETE", headers: demo })).status).toBe(200);
    for (const cd of items) {
      expect((await add(demo, cd)).status).toBe(200);
      t.advance(1000);
    }
    const p1 = await list(demo, "?pageNo=1&pageSize=5");
    const p3 = await list(demo, "?pageNo=3&pageSize=5");
    expect(p1).toMatchObject({ pageNo: 1, pageSize: 5, totalCnt: 12, totalPages: 3 });
    const all = [...p1.list, ...(await list(demo, "?pageNo=2&pageSize=5")).list, ...p3.list].map((p) => p.itemCd);
    expect(all).toEqual([...items].reverse());
    const card = p1.list[0] as unknown as Record<string, unknown>;
    expect(card).toMatchObject({
      itemCd: items[11],
      isAttention: true,
      saleUprc: 50000,
      price: 45000,
      discountRate: 10,
    });
    expect(String(card.imageUrl)).toContain(`FILE_ID=IMG${items[11]}`);
    const soldOut = (p3.list as unknown as { itemCd: string; soldOut: boolean }[]).find((p) => p.itemCd === items[0]);
    expect(soldOut?.soldOut).toBe(true);
    expect((await t.call(`${PRODUCT}/attention?pageSize=500`, { headers: demo })).body.message).toContain("pageSize");
  });

  it("removes one (again is fine), 404 for no product, then all", async () => {
    expect((await t.call(`${PRODUCT}/attention/${items[5]}`, { method: "DELETE", headers: demo })).status).toBe(200);
    expect((await t.call(`${PRODUCT}/attention/${items[5]}`, { method: "DELETE", headers: demo })).status).toBe(200);
    expect((await t.call(`${PRODUCT}/attention/NOPE0000`, { method: "DELETE", headers: demo })).status).toBe(404);
    const after = await list(demo, "?pageSize=50");
    expect(after.totalCnt).toBe(11);
    expect(after.list.map((p) => p.itemCd)).not.toContain(items[5]);
    expect((await t.call(`${PRODUCT}/attention/all`, { method: "DELETE", headers: demo })).status).toBe(200);
    expect((await list(demo)).totalCnt).toBe(0);
    // Another member's list is untouched.
    expect((await list(basic)).list.map((p) => p.itemCd)).toEqual([items[1]]);
  });
});
