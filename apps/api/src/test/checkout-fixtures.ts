import { sql } from "drizzle-orm";
import type { Queryable } from "../app/query";
import { queryRows } from "../app/query";

export const COMMERCE = "/commerce-api/v1.0.0";

/**
 * Plain products for checkout tests: no option, no period, member or event price; each gets
 * `stock` units at the given store (T0001 by default) so tests know exactly what they sell.
 */
export async function plainProducts(db: Queryable, count: number, tnantCd = "T0001", stock = 20) {
  const rows = await queryRows<{ itemCd: string; saleUprc: number; itemNm: string }>(
    db,
    sql`select item_cd as "itemCd", sale_uprc as "saleUprc", item_nm as "itemNm" from products p
      where use_yn and not exists (select 1 from product_options o where o.item_cd = p.item_cd)
      order by sales_rank limit ${count}`,
  );
  for (const r of rows) {
    await db.execute(sql`update products set period_price = null, member_price = null, emp_price = null,
      event_price = null, event_nm = null, event_end_date = null where item_cd = ${r.itemCd}`);
    await db.execute(sql`delete from mix_match_items where item_cd = ${r.itemCd}`);
    await setStock(db, r.itemCd, tnantCd, stock);
  }
  return rows;
}

export async function setStock(db: Queryable, itemCd: string, tnantCd: string, qty: number) {
  await db.execute(sql`insert into product_stock (item_cd, tnant_cd, qty) values (${itemCd}, ${tnantCd}, ${qty})
    on conflict (item_cd, tnant_cd) do update set qty = excluded.qty`);
}

export async function stockOf(db: Queryable, itemCd: string, tnantCd: string) {
  const [row] = await queryRows<{ qty: number }>(
    db,
    sql`select qty from product_stock where item_cd = ${itemCd} and tnant_cd = ${tnantCd}`,
  );
  return row?.qty ?? 0;
}

export async function clearCart(db: Queryable, mberNo: string) {
  await db.execute(sql`delete from cart_items where mber_no = ${mberNo}`);
}
