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

export const RESTOCK_ALARM_TITLE = "재입고 알림";

/**
 * Stock of the item came back (at `tnantCd`, or somewhere when no store is named): every member
 * waiting for it there gets an alarm and their sign-up is marked notified, in one statement. A
 * sign-up without a store waits for any store; one with a store only for that store. Running it
 * again (or concurrently) notifies nobody twice. Answers the members notified.
 */
export async function notifyRestocked(db: Queryable, itemCd: string, tnantCd?: string, now = new Date()) {
  const rows = await queryRows<{ mberNo: string }>(
    db,
    sql`with n as (
        update restock_alarms set notified_at = ${now}
        where item_cd = ${itemCd} and notified_at is null
          ${tnantCd ? sql`and (tnant_cd is null or tnant_cd = ${tnantCd})` : sql``}
        returning mber_no, tnant_cd
      )
      insert into alarms (mber_no, title, body, link, created_at)
      select n.mber_no, ${RESTOCK_ALARM_TITLE},
        p.item_nm || case when s.name is null then ' 상품이 다시 입고되었습니다.'
          else ' 상품이 ' || s.name || '에 다시 입고되었습니다.' end,
        '/product/' || p.item_cd, ${now}
      from n join products p on p.item_cd = ${itemCd}
      left join stores s on s.tnant_cd = coalesce(n.tnant_cd, ${tnantCd ?? null})
      returning mber_no as "mberNo"`,
  );
  return rows.map((r) => r.mberNo);
}
