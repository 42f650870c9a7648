import { sql } from "drizzle-orm";
import { type Queryable, queryRows } from "../../app/query";

/** Whether the item is a product on sale (unknown and withdrawn items are not). */
export async function productOnSale(db: Queryable, itemCd: string): Promise<boolean> {
  const rows = await queryRows<{ one: number }>(
    db,
    sql`select 1 as one from products where item_cd = ${itemCd} and use_yn`,
  );
  return rows.length > 0;
}

/** Adds the item once: a second add keeps the first row (and its place in the list). */
export async function insertWishlistEntry(db: Queryable, mberNo: string, itemCd: string, now: Date): Promise<void> {
  await db.execute(sql`insert into attention (mber_no, item_cd, created_at) values (${mberNo}, ${itemCd}, ${now})
    on conflict (mber_no, item_cd) do nothing`);
}

export async function deleteWishlistEntry(db: Queryable, mberNo: string, itemCd: string): Promise<number> {
  const rows = await queryRows<{ itemCd: string }>(
    db,
    sql`delete from attention where mber_no = ${mberNo} and item_cd = ${itemCd} returning item_cd as "itemCd"`,
  );
  return rows.length;
}

export async function deleteWishlist(db: Queryable, mberNo: string): Promise<number> {
  const rows = await queryRows<{ itemCd: string }>(
    db,
    sql`delete from attention where mber_no = ${mberNo} returning item_cd as "itemCd"`,
  );
  return rows.length;
}

/** One page of the member's wish-list, newest first (item code breaks ties so pages never overlap). */
export async function pageWishlist(db: Queryable, mberNo: string, limit: number, offset: number) {
  const [total] = await queryRows<{ n: string | number }>(
    db,
    sql`select count(*) as n from attention a join products p on p.item_cd = a.item_cd
      where a.mber_no = ${mberNo} and p.use_yn`,
  );
  const rows = await queryRows<{ itemCd: string }>(
    db,
    sql`select a.item_cd as "itemCd" from attention a join products p on p.item_cd = a.item_cd
      where a.mber_no = ${mberNo} and p.use_yn
      order by a.created_at desc, a.item_cd desc limit ${limit} offset ${offset}`,
  );
  return { total: Number(total?.n ?? 0), itemCds: rows.map((r) => r.itemCd) };
}
