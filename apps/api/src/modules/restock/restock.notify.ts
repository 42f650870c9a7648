import { sql } from "drizzle-orm";
import { type Queryable, queryRows } from "../../app/query";

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
