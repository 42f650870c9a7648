import { type SQL, sql } from "drizzle-orm";
import { type Queryable, queryRows } from "../../app/query";

export type GnbOrderRow = {
  orderNo: string;
  orderStatCd: string;
  orderStatNm: string | null;
  orderItemNames: string | null;
  createdAt: Date | string;
};

const statusFilter = (statuses: readonly string[] | null): SQL =>
  statuses
    ? sql`and o.order_stat_cd in (${sql.join(
        statuses.map((s) => sql`${s}`),
        sql`, `,
      )})`
    : sql``;

export async function countOrders(db: Queryable, mberNo: string, statuses: readonly string[] | null) {
  const [row] = await queryRows<{ n: string | number }>(
    db,
    sql`select count(*) as n from orders o where o.mber_no = ${mberNo} ${statusFilter(statuses)}`,
  );
  return Number(row?.n ?? 0);
}

/** Newest first, with the status name from the ORDER_STAT codes and the item names joined. */
export async function pageOrders(
  db: Queryable,
  mberNo: string,
  statuses: readonly string[] | null,
  limit: number,
  offset: number,
): Promise<GnbOrderRow[]> {
  return queryRows<GnbOrderRow>(
    db,
    sql`select o.order_no as "orderNo", o.order_stat_cd as "orderStatCd", c.cd_nm as "orderStatNm",
        (select string_agg(i.item_nm, ', ' order by i.order_item_no) from order_items i where i.order_no = o.order_no)
          as "orderItemNames",
        o.created_at as "createdAt"
      from orders o
      left join common_codes c on c.grp_cd = 'ORDER_STAT' and c.cd = o.order_stat_cd
      where o.mber_no = ${mberNo} ${statusFilter(statuses)}
      order by o.created_at desc, o.order_no desc
      limit ${limit} offset ${offset}`,
  );
}

/** Purchases counted towards the grade: every paid order not cancelled since `from` (00 is unpaid). */
export async function purchaseAmountSince(db: Queryable, mberNo: string, from: Date): Promise<number> {
  const [row] = await queryRows<{ total: string | number }>(
    db,
    sql`select coalesce(sum(net_amt), 0) as total from orders
      where mber_no = ${mberNo} and order_stat_cd not in ('00', '09') and created_at >= ${from.toISOString()}::timestamptz`,
  );
  return Number(row?.total ?? 0);
}
