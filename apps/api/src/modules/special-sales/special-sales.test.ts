import type { Cart, SpecialEntry, SpecialHome, SpecialOrder, SpecialOrderStart } from "@cellar/contracts";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../app/query";
import { setStock } from "../../test/checkout-fixtures";
import { member, startTestServer, type TestServer } from "../../test/harness";
import { paySandbox } from "../../test/sandbox-pay";

const API = "/commerce-api/v1.0.0/api";
const MNGR = "/mngr-api/v1.0.0/api";
const KEY = "special-store-key";
let t: TestServer;

beforeAll(async () => {
  t = await startTestServer({ env: { MNGR_API_KEY: KEY } });
});
afterAll(() => t.close());

const enter = (inviteCode: string, headers: Record<string, string> = {}) =>
  t.call(`${API}/special-sales/enter`, { method: "POST", body: { inviteCode }, headers });

/** A new guest session: its headers to send back. */
async function newGuest() {
  const res = await enter(" special 2026 ");
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.headers.get("x-em-type")).toBe("SPECIAL");
  const token = res.headers.get("x-scm-token") ?? "";
  expect(token).toMatch(/^spg\./);
  return { "x-em-type": "SPECIAL", "x-scm-token": token };
}

describe("the invitation code", () => {
  it("opens a guest session of its own for the right code (spaces and case ignored)", async () => {
    const res = await enter("special2026");
    const entry = res.body.data as SpecialEntry;
    expect(entry.guest).toBe(true);
    expect(entry.sale).toMatchObject({ title: "파트너사 임직원 특별 판매", eventType: "10" });
    expect(entry.sale.stores.length).toBeGreaterThan(0);
    expect(res.headers.get("x-ref-token")).toBeNull();
  });

  it("refuses a wrong code with a clear message and an ended sale's code with its own", async () => {
    const wrong = await enter("NOPE1234");
    expect([wrong.status, wrong.body.code]).toEqual([400, "SPCL0001"]);
    expect(wrong.body.message).toContain("초대 코드");
    expect(wrong.headers.get("x-scm-token")).toBeNull();
    const ended = await enter("PARTNER2025");
    expect([ended.status, ended.body.code]).toEqual([409, "SPCL0004"]);
  });

  it("answers 429 after five wrong codes from one address in ten minutes, even for the right code", async () => {
    const addr = { "x-forwarded-for": "10.99.1.1" };
    for (let i = 0; i < 5; i++) expect((await enter(`WRONG${i}`, addr)).body.code).toBe("SPCL0001");
    const limited = await enter("SPECIAL2026", addr);
    expect([limited.status, limited.body.code]).toEqual([429, "SPCL0002"]);
    expect(limited.headers.get("retry-after")).toBe("600");
    expect((await enter("SPECIAL2026", { "x-forwarded-for": "10.99.1.2" })).status).toBe(200);
    t.advance(11 * 60_000);
    expect((await enter("SPECIAL2026", addr)).status).toBe(200);
  });
});

describe("a guest session", () => {
  it("is no member: member-only calls refuse it, optional ones answer it as a guest", async () => {
    const guest = await newGuest();
    const cartCount = await t.call(`${API}/cart/count`, { headers: guest });
    expect([cartCount.status, cartCount.body.code]).toEqual([401, "NON_MEMBER"]);
    const products = await t.call("/product-api/v1.0.0/api/products?pageSize=2", { headers: guest });
    expect(products.status).toBe(200);
    const home = (await t.call(`${API}/special-sales`, { headers: guest })).body.data as SpecialHome;
    expect(home.authorized).toBe(true);
    expect(home.items.length).toBeGreaterThanOrEqual(8);
    for (const item of home.items) expect(item.specialPrice).toBeLessThan(item.normalPrice);
  });

  it("signing in as a member from a guest session answers the member's headers in its place", async () => {
    const guest = await newGuest();
    const signedIn = await t.login("basic", undefined, guest);
    expect(signedIn.res.status).toBe(200);
    expect(signedIn.res.headers.get("x-em-type")).toBe("MEMBER");
    expect(signedIn.access).not.toMatch(/^spg\./);
    expect((await t.call(`${API}/cart/count`, { headers: member(signedIn.access) })).status).toBe(200);
  });

  it("without a code the sale is not shown, and the special cart stays closed", async () => {
    const home = (await t.call(`${API}/special-sales`)).body.data as SpecialHome;
    expect(home).toEqual({ authorized: false, sale: null, items: [] });
    const add = await t.call(`${API}/cart/special`, { method: "POST", body: { itemCd: "W0001", itemQty: 1 } });
    expect([add.status, add.body.code]).toEqual([403, "SPCL0003"]);
    expect((await t.call(`${API}/cart/count/special`)).body.data).toBe(0);
    const forged = await t.call(`${API}/special-sales`, { headers: { "x-scm-token": "spg.forged" } });
    expect((forged.body.data as SpecialHome).authorized).toBe(false);
  });

  it("a member who enters the code keeps the member session and gets a grant of their own", async () => {
    const demo = member((await t.login("demo")).access);
    const res = await enter("SPECIAL2026", demo);
    expect((res.body.data as SpecialEntry).guest).toBe(false);
    expect(res.headers.get("x-scm-token")).toBeNull();
    expect((await t.call(`${API}/cart/count`, { headers: demo })).status).toBe(200);
    const home = (await t.call(`${API}/special-sales`, { headers: demo })).body.data as SpecialHome;
    expect(home.authorized).toBe(true);
  });
});

describe("the special cart and a guest order", () => {
  it("is kept apart from a member's cart: neither count nor list takes the other's lines", async () => {
    const basic = member((await t.login("basic")).access);
    const memberCart = async () => (await t.call(`${API}/cart`, { headers: basic })).body.data as Cart;
    const memberCount = async () => (await t.call(`${API}/cart/count`, { headers: basic })).body.data as number;
    const specialCount = async () =>
      (await t.call(`${API}/cart/count/special`, { headers: basic })).body.data as number;
    expect((await enter("SPECIAL2026", basic)).status).toBe(200);
    const home = (await t.call(`${API}/special-sales`, { headers: basic })).body.data as SpecialHome;
    const [a, b] = home.items.filter((i) => i.stockQty === null);

    // The member's own cart holds a bottle of the sale too, at its regular price.
    await setStock(t.database.db, a!.itemCd, "T0001", 10);
    const added = await t.call(`${API}/cart/A`, {
      method: "POST",
      headers: basic,
      body: { items: [{ itemCd: a!.itemCd, tnantCd: "T0001", itemQty: 1 }] },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const cartBefore = await memberCart();
    const countBefore = await memberCount();
    expect(countBefore).toBeGreaterThanOrEqual(1);
    // The special cart counts none of the member cart's lines.
    expect(await specialCount()).toBe(0);
    expect(((await t.call(`${API}/cart/special`, { headers: basic })).body.data as Cart).list).toEqual([]);

    for (const item of [a!, b!]) {
      const res = await t.call(`${API}/cart/special`, {
        method: "POST",
        body: { itemCd: item.itemCd, itemQty: 2 },
        headers: basic,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    expect(await specialCount()).toBe(2);
    const special = (await t.call(`${API}/cart/special`, { headers: basic })).body.data as Cart;
    expect(special.list.map((g) => g.tnantCd)).toEqual([home.sale!.saleCd]);
    expect(special.list[0]!.items.map((i) => [i.itemCd, i.itemQty, i.itemPrice])).toEqual([
      [a!.itemCd, 2, a!.specialPrice],
      [b!.itemCd, 2, b!.specialPrice],
    ]);
    // The member's cart and count are as they were: the special lines are not in them.
    expect(await memberCount()).toBe(countBefore);
    expect(await memberCart()).toEqual(cartBefore);

    // Emptying the special cart leaves the member's line where it was.
    await t.call(`${API}/cart/special`, {
      method: "DELETE",
      body: { cartNos: special.list[0]!.items.map((i) => i.cartNo) },
      headers: basic,
    });
    expect(await specialCount()).toBe(0);
    expect(await memberCount()).toBe(countBefore);
  });

  it("adds, counts and lists; an order pays through the sandbox and is found by number and mobile", async () => {
    const guest = await newGuest();
    const home = (await t.call(`${API}/special-sales`, { headers: guest })).body.data as SpecialHome;
    const [limited, open] = [home.items[0]!, home.items[4]!];
    expect(limited.stockQty).not.toBeNull();
    const add = (itemCd: string, itemQty: number) =>
      t.call(`${API}/cart/special`, { method: "POST", body: { itemCd, itemQty }, headers: guest });
    expect((await add(limited.itemCd, 1)).status).toBe(200);
    expect((await add(limited.itemCd, 1)).status).toBe(200);
    const over = await add(limited.itemCd, 1);
    expect([over.status, over.body.code]).toEqual([400, "SPCL0006"]);
    const cart = (await add(open.itemCd, 3)).body.data as Cart;
    expect(cart.cartCount).toBe(2);
    expect(cart.list[0]!.totalPayAmt).toBe(limited.specialPrice * 2 + open.specialPrice * 3);
    expect((await t.call(`${API}/cart/count/special`, { headers: guest })).body.data).toBe(2);
    const listed = (await t.call(`${API}/cart/special`, { headers: guest })).body.data as Cart;
    expect(listed.list[0]!.items.map((i) => [i.itemCd, i.itemQty, i.saleUprc, i.itemPrice])).toEqual([
      [limited.itemCd, 2, limited.normalPrice, limited.specialPrice],
      [open.itemCd, 3, open.normalPrice, open.specialPrice],
    ]);
    // Another guest's cart is its own.
    expect((await t.call(`${API}/cart/count/special`, { headers: await newGuest() })).body.data).toBe(0);

    const tnantCd = home.sale!.stores[0]!.tnantCd;
    const orderBody = { tnantCd, buyerNm: "이파트", mobileNo: "01098765432" };
    const badStore = await t.call(`${API}/special-sales/orders`, {
      method: "POST",
      body: { ...orderBody, tnantCd: "NOPE" },
      headers: guest,
    });
    expect(badStore.body.code).toBe("SPCL0009");
    const started = await t.call(`${API}/special-sales/orders`, { method: "POST", body: orderBody, headers: guest });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const start = started.body.data as SpecialOrderStart;
    expect(start.amount).toBe(limited.specialPrice * 2 + open.specialPrice * 3);
    const after = (await t.call(`${API}/special-sales`, { headers: guest })).body.data as SpecialHome;
    expect(after.items[0]!.stockQty).toBe(limited.stockQty! - 2);

    const paid = await paySandbox(t, start.payUrl);
    expect(paid.location).toMatch(/^\/specialSales\?view=complete/);
    const confirm = (amount: number, headers = guest) =>
      t.call(`${API}/special-sales/orders/${start.orderNo}/confirm`, {
        method: "POST",
        body: { paymentKey: paid.query.paymentKey, amount },
        headers,
      });
    expect((await confirm(start.amount + 1)).body.code).toBe("PAY0002");
    expect((await confirm(start.amount, await newGuest())).body.code).toBe("SPCL0010");
    const done = await confirm(start.amount);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect((done.body.data as SpecialOrder).status).toBe("01");
    expect(((await confirm(start.amount)).body.data as SpecialOrder).status).toBe("01");
    expect((await t.call(`${API}/cart/count/special`, { headers: guest })).body.data).toBe(0);

    const lookup = (orderNo: string, mobileNo: string, addr = "10.98.0.1") =>
      t.call(`${API}/special-sales/orders/lookup`, {
        method: "POST",
        body: { orderNo, mobileNo },
        headers: { "x-forwarded-for": addr },
      });
    const found = (await lookup(start.orderNo, "01098765432")).body.data as SpecialOrder;
    expect(found).toMatchObject({ orderNo: start.orderNo, status: "01", amount: start.amount, voucherNo: null });
    expect(found.mobileNo).toBe("010-****-5432");
    expect(found.lines).toHaveLength(2);
    const wrongMobile = await lookup(start.orderNo, "01011112222");
    expect([wrongMobile.status, wrongMobile.body.code]).toEqual([404, "SPCL0010"]);

    // The store: ready for pick-up (the voucher shows), then handed over.
    const store = (status: string, key = KEY) =>
      t.call(`${MNGR}/special-sales/orders/${start.orderNo}/status`, {
        method: "POST",
        body: { status },
        headers: { "x-mngr-key": key },
      });
    expect((await store("02", "wrong")).status).toBe(403);
    expect((await store("03")).body.code).toBe("SPCL0013");
    expect((await store("02")).status).toBe(200);
    const ready = (await lookup(start.orderNo, "01098765432")).body.data as SpecialOrder;
    expect(ready.voucherNo).toMatch(/^\d{13}$/);
    const list = await t.call(`${MNGR}/special-sales/orders`, { headers: { "x-mngr-key": KEY } });
    expect((list.body.data as SpecialOrder[]).some((o) => o.orderNo === start.orderNo)).toBe(true);
    expect(((await store("03")).body.data as SpecialOrder).status).toBe("03");
  });

  it("an unpaid order holds its stock 30 minutes; then the next order takes it back and the old one cannot be paid", async () => {
    const first = await newGuest();
    const home = (await t.call(`${API}/special-sales`, { headers: first })).body.data as SpecialHome;
    const item = home.items[1]!;
    const stockOf = async () =>
      ((await t.call(`${API}/special-sales`, { headers: first })).body.data as SpecialHome).items[1]!.stockQty!;
    const before = await stockOf();
    const body = { tnantCd: home.sale!.stores[0]!.tnantCd, buyerNm: "보류", mobileNo: "01055556666" };
    const order = async (headers: Record<string, string>) => {
      await t.call(`${API}/cart/special`, { method: "POST", body: { itemCd: item.itemCd, itemQty: 2 }, headers });
      const res = await t.call(`${API}/special-sales/orders`, { method: "POST", body, headers });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.data as SpecialOrderStart;
    };
    const held = await order(first);
    expect(await stockOf()).toBe(before - 2);
    const paid = await paySandbox(t, held.payUrl);
    t.advance(31 * 60_000);
    const second = await newGuest();
    await order(second);
    expect(await stockOf()).toBe(before - 2);
    const late = await t.call(`${API}/special-sales/orders/${held.orderNo}/confirm`, {
      method: "POST",
      body: { paymentKey: paid.query.paymentKey, amount: held.amount },
      headers: first,
    });
    expect([late.status, late.body.code]).toEqual([409, "SPCL0012"]);
    const [sandbox] = await queryRows<{ status: string }>(
      t.database.db,
      sql`select status from sandbox_payments where order_no = ${held.orderNo}`,
    );
    expect(sandbox?.status).toBe("VOIDED");
  });

  it("rate-limits failed look-ups per address", async () => {
    const addr = "10.98.5.5";
    const lookup = () =>
      t.call(`${API}/special-sales/orders/lookup`, {
        method: "POST",
        body: { orderNo: "S20260101DEADBEEF", mobileNo: "01000000000" },
        headers: { "x-forwarded-for": addr },
      });
    for (let i = 0; i < 10; i++) expect((await lookup()).body.code).toBe("SPCL0010");
    const limited = await lookup();
    expect([limited.status, limited.body.code]).toEqual([429, "SPCL0011"]);
  });
});
