import type { OrderItem } from "@cellar/contracts";
import { type SQL, sql } from "drizzle-orm";
import { type Queryable, queryRows } from "../../app/query";

/** An order with its store and status name, as the order pages read it (every column of `orders`). */
export type OrderView = {
  orderNo: string;
  mberNo: string;
  tnantCd: string | null;
  tnantNm: string | null;
  tnantTel: string | null;
  tnantBaseAddr: string | null;
  orderStatCd: string;
  orderStatNm: string | null;
  createdAt: string | Date;
  [k: string]: unknown;
};

/** The member's order with its store and status name; null when there is none. */
export async function findOrderView(db: Queryable, mberNo: string, orderNo: string): Promise<OrderView | null> {
  const [row] = await queryRows<OrderView>(
    db,
    sql`select o.*, o.order_no as "orderNo", o.mber_no as "mberNo", o.tnant_cd as "tnantCd", s.name as "tnantNm",
        s.tel as "tnantTel", s.base_addr as "tnantBaseAddr", o.order_stat_cd as "orderStatCd", c.cd_nm as "orderStatNm",
        o.created_at as "createdAt"
      from orders o left join stores s on s.tnant_cd = o.tnant_cd
      left join common_codes c on c.grp_cd = 'ORDER_STAT' and c.cd = o.order_stat_cd
      where o.order_no = ${orderNo} and o.mber_no = ${mberNo}`,
  );
  return row ?? null;
}

/** One line of an order as stored, with its product's image. */
export type OrderItemRow = {
  orderItemNo: number;
  itemCd: string;
  itemNm: string;
  itemQty: number;
  saleUprc: number;
  tnantCd: string | null;
  fileId: string | null;
};

/** The order's lines with each product's image, in order (`detail`: the line as priced, null before issue 6). */
export async function listOrderItemViews(db: Queryable, orderNo: string) {
  return queryRows<OrderItemRow & { detail: OrderItem | null }>(
    db,
    sql`select i.detail, i.order_item_no as "orderItemNo", i.item_cd as "itemCd", i.item_nm as "itemNm",
        i.item_qty as "itemQty", i.sale_uprc as "saleUprc", i.tnant_cd as "tnantCd", p.file_id as "fileId"
      from order_items i left join products p on p.item_cd = i.item_cd
      where i.order_no = ${orderNo} order by i.order_item_no`,
  );
}

/** The order's status changes with their names, in order. */
export async function listStatusHistory(db: Queryable, orderNo: string) {
  return queryRows<{ orderStatCd: string; orderStatNm: string | null; at: string | Date }>(
    db,
    sql`select h.order_stat_cd as "orderStatCd", c.cd_nm as "orderStatNm", h.at from order_status_history h
      left join common_codes c on c.grp_cd = 'ORDER_STAT' and c.cd = h.order_stat_cd
      where h.order_no = ${orderNo} order by h.seq`,
  );
}

export type HistoryFilter = {
  mberNo: string;
  from: Date;
  statuses: string[] | null | undefined;
  giftYn: string | undefined;
};

function historyWhere(f: HistoryFilter): SQL {
  const parts: SQL[] = [sql`o.mber_no = ${f.mberNo}`, sql`o.created_at >= ${f.from.toISOString()}::timestamptz`];
  if (f.statuses)
    parts.push(
      sql`o.order_stat_cd in (${sql.join(
        f.statuses.map((s) => sql`${s}`),
        sql`, `,
      )})`,
    );
  if (f.giftYn === "Y") parts.push(sql`o.gift is not null`);
  if (f.giftYn === "N") parts.push(sql`o.gift is null`);
  return sql.join(parts, sql` and `);
}

export async function countHistory(db: Queryable, f: HistoryFilter): Promise<number> {
  const where = historyWhere(f);
  const [count] = await queryRows<{ n: number | string }>(db, sql`select count(*) as n from orders o where ${where}`);
  return Number(count?.n ?? 0);
}

/** One page of the member's orders, newest first, with names, quantity and first image. */
export async function historyPage(db: Queryable, f: HistoryFilter, limit: number, offset: number) {
  const where = historyWhere(f);
  return queryRows<{
    orderNo: string;
    createdAt: string | Date;
    orderStatCd: string;
    orderStatNm: string | null;
    tnantCd: string | null;
    tnantNm: string | null;
    names: string | null;
    firstItemCd: string | null;
    fileId: string | null;
    qty: number | string | null;
    netAmt: number;
    gift: unknown;
  }>(
    db,
    sql`select o.order_no as "orderNo", o.created_at as "createdAt", o.order_stat_cd as "orderStatCd", c.cd_nm as "orderStatNm",
        o.tnant_cd as "tnantCd", s.name as "tnantNm", o.net_amt as "netAmt", o.gift,
        (select string_agg(i.item_nm, ', ' order by i.order_item_no) from order_items i where i.order_no = o.order_no) as names,
        (select sum(i.item_qty) from order_items i where i.order_no = o.order_no) as qty,
        (select p.file_id from order_items i join products p on p.item_cd = i.item_cd where i.order_no = o.order_no
          order by i.order_item_no limit 1) as "fileId"
      from orders o left join stores s on s.tnant_cd = o.tnant_cd
      left join common_codes c on c.grp_cd = 'ORDER_STAT' and c.cd = o.order_stat_cd
      where ${where} order by o.created_at desc, o.order_no desc
      limit ${limit} offset ${offset}`,
  );
}
