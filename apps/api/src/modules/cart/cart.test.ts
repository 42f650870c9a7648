import type { Cart } from "@cellar/contracts";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMMERCE, clearCart, plainProducts, setStock } from "../../test/checkout-fixtures";
import { member, startTestServer, type TestServer } from "../../test/harness";
import { cartItems } from "./cart.table";

let t: TestServer;
let demo: Record<string, string>;
let mberNo: string;

beforeAll(async () => {
  t = await startTestServer();
  const d = await t.login("demo");
  demo = member(d.access);
  mberNo = (d.res.body.data as { mberNo: string }).mberNo;
});
afterAll(() => t.close());

const cart = async () => (await t.call(`${COMMERCE}/api/cart`, { headers: demo })).body.data as Cart;
const add = (items: unknown[]) => t.call(`${COMMERCE}/api/cart/A`, { method: "POST", headers: demo, body: { items } });

describe("seeded demo cart", () => {
  it("has two mix-and-match wines at T0001 (discounted together) and a line at T0003", async () => {
    const c = await cart();
    expect(c.list.map((g) => g.tnantCd)).toEqual(["T0001", "T0003"]);
    const mix = c.list[0]!.items;
    expect(mix).toHaveLength(2);
    for (const i of mix) expect(i).toMatchObject({ eventCd: "03", mixDcAmt: Math.floor(i.itemPrice / 10) });
    const addresses = (await t.call(`${COMMERCE}/api/my/shipping`, { headers: demo })).body.data as {
      defaultYn: string;
    }[];
    expect(addresses.map((a) => a.defaultYn)).toEqual(["Y", "N"]);
    const easy = (await t.call(`${COMMERCE}/api/easypay`, { headers: demo })).body.data as {
      cards: unknown[];
      hasPassword: boolean;
    };
    expect(easy).toMatchObject({
      hasPassword: true,
      cards: [expect.objectContaining({ cardNo: "4111-****-****-1111" })],
    });
  });
});

describe("cart counts", () => {
  it("counts the member's own cart rows (0 while the cart is empty)", async () => {
    const basic = await t.login("basic");
    await clearCart(t.database.db, mberNo);
    const count = () => t.call(`${COMMERCE}/api/cart/count`, { headers: demo });
    expect((await count()).body.data).toBe(0);
    await t.database.db.insert(cartItems).values([
      { mberNo, tnantCd: "T0001", itemCd: "W0001" },
      { mberNo, tnantCd: "T0002", itemCd: "W0002", itemQty: 3 },
    ]);
    expect((await count()).body.data).toBe(2);
    const other = await t.call(`${COMMERCE}/api/cart/count`, { headers: member(basic.access) });
    expect(other.body.data).toBe(0);
    await clearCart(t.database.db, mberNo);
  });

  it("answers 0 for the special-sales guest count without sign-in", async () => {
    const res = await t.call(`${COMMERCE}/api/cart/count/special`);
    expect(res.body).toEqual({ code: "0000", message: "success", data: 0 });
  });
});

describe("cart lines", () => {
  it("groups lines by store, adds equal lines up, limits to stock, patches and removes", async () => {
    const db = t.database.db;
    await clearCart(db, mberNo);
    const [a, b] = await plainProducts(db, 2, "T0001", 5);
    await setStock(db, b!.itemCd, "T0002", 3);
    expect((await add([{ itemCd: a!.itemCd, tnantCd: "T0001", itemQty: 2 }])).status).toBe(200);
    await add([{ itemCd: a!.itemCd, tnantCd: "T0001", itemQty: 1 }]);
    const res = await add([{ itemCd: b!.itemCd, tnantCd: "T0002", itemQty: 1 }]);
    const c = res.body.data as Cart;
    expect(c.cartCount).toBe(2);
    expect(c.list.map((g) => g.tnantCd)).toEqual(["T0001", "T0002"]);
    const lineA = c.list[0]!.items[0]!;
    expect(lineA).toMatchObject({ itemQty: 3, totalItemPrice: a!.saleUprc * 3, isCheck: false, soldOutYn: "N" });
    expect(c.list[0]!.totalPayAmt).toBe(a!.saleUprc * 3);

    const over = await add([{ itemCd: a!.itemCd, tnantCd: "T0001", itemQty: 3 }]);
    expect(over.body.code).toBe("CART0003");
    const patched = await t.call(`${COMMERCE}/api/cart`, {
      method: "PATCH",
      headers: demo,
      body: { cartNo: lineA.cartNo, itemQty: 5 },
    });
    expect((patched.body.data as Cart).list[0]!.items[0]!.itemQty).toBe(5);
    const tooMany = await t.call(`${COMMERCE}/api/cart`, {
      method: "PATCH",
      headers: demo,
      body: { cartNo: lineA.cartNo, itemQty: 6 },
    });
    expect(tooMany.body.code).toBe("CART0003");
    const unknown = await t.call(`${COMMERCE}/api/cart`, {
      method: "PATCH",
      headers: demo,
      body: { cartNo: 999999, itemQty: 1 },
    });
    expect(unknown.body.code).toBe("CART0001");

    await setStock(db, b!.itemCd, "T0002", 0);
    const soldOut = (await cart()).list[1]!;
    expect(soldOut.items[0]!.soldOutYn).toBe("Y");
    expect(soldOut.totalPayAmt).toBe(0);
    expect((await add([{ itemCd: b!.itemCd, tnantCd: "T0002", itemQty: 1 }])).body.code).toBe("CART0002");

    const removed = await t.call(`${COMMERCE}/api/cart`, {
      method: "DELETE",
      headers: demo,
      body: { cartNos: [lineA.cartNo] },
    });
    expect((removed.body.data as Cart).cartCount).toBe(1);
    expect((await add([{ itemCd: "NOPE", tnantCd: "T0001", itemQty: 1 }])).status).toBe(404);
  });

  it("applies the discount event (09) and mix-and-match (03) per store", async () => {
    const db = t.database.db;
    await clearCart(db, mberNo);
    const [a, b, c] = await plainProducts(db, 3, "T0001", 10);
    await db.execute(sql`update products set event_price = ${a!.saleUprc - 1000}, event_nm = '가을 할인',
      event_end_date = current_date + 3 where item_cd = ${a!.itemCd}`);
    await db.execute(sql`insert into mix_match_events values ('MM-T1', '2병 10%', 2, 10, '2000-01-01', '2999-12-31')`);
    await db.execute(sql`insert into mix_match_items values ('MM-T1', ${b!.itemCd}), ('MM-T1', ${c!.itemCd})`);
    await add([
      { itemCd: a!.itemCd, tnantCd: "T0001", itemQty: 2 },
      { itemCd: b!.itemCd, tnantCd: "T0001", itemQty: 1 },
    ]);
    let g = (await cart()).list[0]!;
    expect(g.items[0]).toMatchObject({ eventCd: "09", discountDcAmt: 2000 });
    expect(g.items[1]).toMatchObject({ eventCd: "03", mixDcAmt: 0 });
    await add([{ itemCd: c!.itemCd, tnantCd: "T0001", itemQty: 1 }]);
    g = (await cart()).list[0]!;
    expect(g.items[1]!.mixDcAmt).toBe(Math.floor(b!.saleUprc / 10));
    expect(g.items[2]!.mixDcAmt).toBe(Math.floor(c!.saleUprc / 10));
    expect(g.totalMixDcAmt).toBe(Math.floor(b!.saleUprc / 10) + Math.floor(c!.saleUprc / 10));
    expect(g.totalDiscountDcAmt).toBe(2000);
    await db.execute(sql`delete from mix_match_events`);
    await clearCart(db, mberNo);
  });
});
