import { sql } from "drizzle-orm";
import { type Queryable, queryRows } from "../../app/query";

/** Units in stock of the item: at one store, or in all stores together. Null for an unknown item. */
export async function stockOf(db: Queryable, itemCd: string, tnantCd?: string): Promise<number | null> {
  const [row] = await queryRows<{ qty: string | number | null }>(
    db,
    sql`select (select coalesce(sum(s.qty), 0) from product_stock s
        where s.item_cd = p.item_cd ${tnantCd ? sql`and s.tnant_cd = ${tnantCd}` : sql``}) as qty
      from products p where p.item_cd = ${itemCd} and p.use_yn`,
  );
  return row ? Number(row.qty ?? 0) : null;
}

export async function storeExists(db: Queryable, tnantCd: string): Promise<boolean> {
  const rows = await queryRows<{ one: number }>(db, sql`select 1 as one from stores where tnant_cd = ${tnantCd}`);
  return rows.length > 0;
}

/** Signs up (again): a new sign-up replaces an earlier one of the item, notified or not. */
export async function upsertSignUp(db: Queryable, mberNo: string, itemCd: string, tnantCd: string | null, now: Date) {
  await db.execute(sql`insert into restock_alarms (mber_no, item_cd, tnant_cd, created_at, notified_at)
    values (${mberNo}, ${itemCd}, ${tnantCd}, ${now}, null)
    on conflict (mber_no, item_cd) do update
      set tnant_cd = excluded.tnant_cd, created_at = excluded.created_at, notified_at = null`);
}

export async function deleteSignUp(db: Queryable, mberNo: string, itemCd: string): Promise<number> {
  const rows = await queryRows<{ itemCd: string }>(
    db,
    sql`delete from restock_alarms where mber_no = ${mberNo} and item_cd = ${itemCd} returning item_cd as "itemCd"`,
  );
  return rows.length;
}

export type SignUpRow = {
  itemCd: string;
  tnantCd: string | null;
  tnantNm: string | null;
  createdAt: Date | string;
  notifiedAt: Date | string | null;
};

/** Waiting sign-ups first, then the notified ones; newest first within each. */
export async function pageSignUps(db: Queryable, mberNo: string, limit: number, offset: number) {
  const [total] = await queryRows<{ n: string | number }>(
    db,
    sql`select count(*) as n from restock_alarms r join products p on p.item_cd = r.item_cd
      where r.mber_no = ${mberNo} and p.use_yn`,
  );
  const rows = await queryRows<SignUpRow>(
    db,
    sql`select r.item_cd as "itemCd", r.tnant_cd as "tnantCd", s.name as "tnantNm",
        r.created_at as "createdAt", r.notified_at as "notifiedAt"
      from restock_alarms r join products p on p.item_cd = r.item_cd
      left join stores s on s.tnant_cd = r.tnant_cd
      where r.mber_no = ${mberNo} and p.use_yn
      order by (r.notified_at is not null), r.created_at desc, r.item_cd desc
      limit ${limit} offset ${offset}`,
  );
  return { total: Number(total?.n ?? 0), rows };
}
