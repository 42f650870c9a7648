import { sql } from "drizzle-orm";
import { type Queryable, queryRows } from "../../app/query";
import { REVIEWABLE_ORDER_STATUSES } from "../orders";
import type { SummaryRow } from "./product-summary";
import { summaryColumns, summaryJoins } from "./product-summary.repository";
import { inList } from "./products.repository";

/** Orders that count as bought: picked up (03) or delivered (06). */
const BOUGHT = REVIEWABLE_ORDER_STATUSES;

/** One page of the items the member bought, most often first, then the latest order, then the code. */
export async function boughtItemsPage(db: Queryable, mberNo: string, page: { pageNo: number; pageSize: number }) {
  return queryRows<SummaryRow & { orderCount: number | string; lastOrderedAt: Date | string; total: number | string }>(
    db,
    sql`with bought as (
        select i.item_cd, count(distinct o.order_no) as order_count, max(o.created_at) as last_at
        from orders o join order_items i on i.order_no = o.order_no
        where o.mber_no = ${mberNo} and o.order_stat_cd in (${inList(BOUGHT)})
        group by i.item_cd),
      ranked as (
        select b.*, count(*) over () as total from bought b join products p on p.item_cd = b.item_cd and p.use_yn
        order by b.order_count desc, b.last_at desc, b.item_cd
        limit ${page.pageSize} offset ${(page.pageNo - 1) * page.pageSize})
      select ${summaryColumns(mberNo)}, r.order_count as "orderCount", r.last_at as "lastOrderedAt", r.total
      from ranked r join products p on p.item_cd = r.item_cd ${summaryJoins}
      order by r.order_count desc, r.last_at desc, r.item_cd`,
  );
}

/** How many different items (still on sale) the member bought. */
export async function countBoughtItems(db: Queryable, mberNo: string): Promise<number> {
  const [c] = await queryRows<{ n: number | string }>(
    db,
    sql`select count(distinct i.item_cd) as n from orders o join order_items i on i.order_no = o.order_no
        join products p on p.item_cd = i.item_cd and p.use_yn
        where o.mber_no = ${mberNo} and o.order_stat_cd in (${inList(BOUGHT)})`,
  );
  return Number(c?.n ?? 0);
}
