import type { SpecialHome, SpecialOrder, SpecialOrderStart } from "@cellar/contracts";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../app/query";
import { startTestServer, type TestServer } from "../../test/harness";
import { createPgTestDatabase, TEST_DATABASE_URL } from "../../test/pg-harness";
import { paySandbox } from "../../test/sandbox-pay";

if (!TEST_DATABASE_URL) {
  console.warn("PostgreSQL suite skipped: set TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres)");
}

const API = "/commerce-api/v1.0.0/api";

describe.skipIf(!TEST_DATABASE_URL)("special-sales stock on PostgreSQL", () => {
  let t: TestServer;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const created = await createPgTestDatabase(TEST_DATABASE_URL!);
    drop = created.drop;
    t = await startTestServer({ database: created.database });
  });
  afterAll(async () => {
    await t?.close();
    await drop?.();
  });

  const newGuest = async () => {
    const res = await t.call(`${API}/special-sales/enter`, { method: "POST", body: { inviteCode: "SPECIAL2026" } });
    expect(res.status).toBe(200);
    return { "x-scm-token": res.headers.get("x-scm-token") ?? "" };
  };

  it("30 guests ordering a bottle with 12 left in parallel: 12 orders, never below zero", async () => {
    const guests = await Promise.all(Array.from({ length: 30 }, newGuest));
    const home = (await t.call(`${API}/special-sales`, { headers: guests[0]! })).body.data as SpecialHome;
    const item = home.items.find((i) => i.stockQty !== null)!;
    await t.database.db.execute(
      sql`update special_sale_items set stock_qty = 12 where sale_cd = ${home.sale!.saleCd} and item_cd = ${item.itemCd}`,
    );
    for (const g of guests) {
      const add = await t.call(`${API}/cart/special`, {
        method: "POST",
        body: { itemCd: item.itemCd, itemQty: 1 },
        headers: g,
      });
      expect(add.status).toBe(200);
    }
    const body = { tnantCd: home.sale!.stores[0]!.tnantCd, buyerNm: "동시성", mobileNo: "01012345678" };
    const results = await Promise.all(
      guests.map((g) => t.call(`${API}/special-sales/orders`, { method: "POST", body, headers: g })),
    );
    const codes = results.map((r) => r.body.code);
    expect(codes.filter((c) => c === "0000")).toHaveLength(12);
    expect(codes.filter((c) => c === "SPCL0007")).toHaveLength(18);
    const [row] = await queryRows<{ stock: number; held: number }>(
      t.database.db,
      sql`select i.stock_qty as stock,
        (select coalesce(sum(l.qty), 0)::int from special_order_lines l join special_orders o using (order_no)
          where o.status = '00' and l.item_cd = i.item_cd and o.sale_cd = i.sale_cd) as held
        from special_sale_items i where i.sale_cd = ${home.sale!.saleCd} and i.item_cd = ${item.itemCd}`,
    );
    expect(row).toEqual({ stock: 0, held: 12 });
  });

  it("five parallel confirms of one payment: one capture, the order paid once with one voucher", async () => {
    const guest = await newGuest();
    const home = (await t.call(`${API}/special-sales`, { headers: guest })).body.data as SpecialHome;
    const item = home.items.find((i) => i.stockQty === null)!;
    await t.call(`${API}/cart/special`, { method: "POST", body: { itemCd: item.itemCd, itemQty: 2 }, headers: guest });
    const body = { tnantCd: home.sale!.stores[0]!.tnantCd, buyerNm: "동시성", mobileNo: "01012345678" };
    const start = (await t.call(`${API}/special-sales/orders`, { method: "POST", body, headers: guest })).body
      .data as SpecialOrderStart;
    const paid = await paySandbox(t, start.payUrl);
    const confirms = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.call(`${API}/special-sales/orders/${start.orderNo}/confirm`, {
          method: "POST",
          body: { paymentKey: paid.query.paymentKey, amount: start.amount },
          headers: guest,
        }),
      ),
    );
    const orders = confirms.map((r) => r.body.data as SpecialOrder);
    expect(confirms.map((r) => r.body.code)).toEqual(Array(5).fill("0000"));
    expect(new Set(orders.map((o) => o.paidAt)).size).toBe(1);
    const [row] = await queryRows<{ status: string; captured: number }>(
      t.database.db,
      sql`select o.status, (select count(*)::int from sandbox_payments p where p.order_no = o.order_no and p.status = 'CAPTURED') as captured
        from special_orders o where o.order_no = ${start.orderNo}`,
    );
    expect(row).toEqual({ status: "01", captured: 1 });
  });
});
