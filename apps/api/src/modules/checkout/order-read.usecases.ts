import {
  ORDER_STATUS,
  ORDER_STATUS_AWAITING_PAYMENT,
  type OrderAmounts,
  type OrderBill,
  type OrderDetail,
  type OrderHistoryPage,
  type OrderHistoryQuery,
  type OrderItem,
  thumbnailUrl,
  VOUCHER_ORDER_STATUS,
} from "@cellar/contracts";
import { type SQL, sql } from "drizzle-orm";
import { findOrderPayments } from "../../adapters/payment/payments.repository";
import { AppError } from "../../app/http/errors";
import { queryRows } from "../../app/query";
import { seoulDateTimeTenths } from "../../app/seoul-date";
import type { CheckoutDeps } from "./order-create.usecases";
import { expireHolds } from "./order-expire";
import { legacyAmounts, legacyItem } from "./order-read.legacy";

const STAT_NAMES: Record<string, string> = { "00": "결제대기" };
type Row = {
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

async function loadOrder(deps: CheckoutDeps, mberNo: string, orderNo: string) {
  const [row] = await queryRows<Row>(
    deps.db,
    sql`select o.*, o.order_no as "orderNo", o.mber_no as "mberNo", o.tnant_cd as "tnantCd", s.name as "tnantNm",
        s.tel as "tnantTel", s.base_addr as "tnantBaseAddr", o.order_stat_cd as "orderStatCd", c.cd_nm as "orderStatNm",
        o.created_at as "createdAt"
      from orders o left join stores s on s.tnant_cd = o.tnant_cd
      left join common_codes c on c.grp_cd = 'ORDER_STAT' and c.cd = o.order_stat_cd
      where o.order_no = ${orderNo} and o.mber_no = ${mberNo}`,
  );
  if (!row) throw new AppError("orderNotFound");
  return row;
}

/** Everything /order/complete and the history detail show. */
export async function orderDetail(deps: CheckoutDeps, mberNo: string, orderNo: string): Promise<OrderDetail> {
  await expireHolds(deps, mberNo);
  const o = await loadOrder(deps, mberNo, orderNo);
  const items = await queryRows<{
    detail: OrderItem | null;
    orderItemNo: number;
    itemCd: string;
    itemNm: string;
    itemQty: number;
    saleUprc: number;
    tnantCd: string | null;
    fileId: string | null;
  }>(
    deps.db,
    sql`select i.detail, i.order_item_no as "orderItemNo", i.item_cd as "itemCd", i.item_nm as "itemNm",
        i.item_qty as "itemQty", i.sale_uprc as "saleUprc", i.tnant_cd as "tnantCd", p.file_id as "fileId"
      from order_items i left join products p on p.item_cd = i.item_cd
      where i.order_no = ${orderNo} order by i.order_item_no`,
  );
  const history = await queryRows<{ orderStatCd: string; orderStatNm: string | null; at: string | Date }>(
    deps.db,
    sql`select h.order_stat_cd as "orderStatCd", c.cd_nm as "orderStatNm", h.at from order_status_history h
      left join common_codes c on c.grp_cd = 'ORDER_STAT' and c.cd = h.order_stat_cd
      where h.order_no = ${orderNo} order by h.seq`,
  );
  const payments = await findOrderPayments(deps.db, orderNo);
  const get = <T>(k: string) => o[k] as T;
  const amounts =
    get<OrderAmounts | null>("amounts") ??
    legacyAmounts({ orderAmt: get("order_amt"), dcAmt: get("dc_amt"), netAmt: get("net_amt") });
  const statCd = o.orderStatCd;
  const orderItems: OrderItem[] = items.map((i) => i.detail ?? legacyItem(i, o.tnantCd));
  const holdUntil = get<Date | string | null>("hold_until");
  return {
    orderNo,
    mberNo,
    tnantCd: o.tnantCd ?? "",
    tnantNm: o.tnantNm ?? "",
    tnantTel: o.tnantTel ?? "",
    tnantBaseAddr: o.tnantBaseAddr ?? "",
    orderStatCd: statCd,
    orderStatNm: o.orderStatNm ?? STAT_NAMES[statCd] ?? statCd,
    orderDate: seoulDateTimeTenths(new Date(o.createdAt)),
    orderDeliveryCd: get("order_delivery_cd"),
    takeType: get("take_type"),
    appKeepYn: get<string>("app_keep_yn") === "Y" ? "Y" : "N",
    revDate: get("rev_date"),
    revTakeHm: get("rev_take_hm"),
    ordererNm: get("orderer_nm"),
    ordererMobileNum: get("orderer_mobile_num"),
    email: get("email"),
    receiverRmk: get("receiver_rmk"),
    tnantRmk: get("tnant_rmk"),
    shippingAddress: get("address") ?? null,
    payMethod: get("pay_method"),
    couponCds: get("coupon_cds") ?? [],
    stampUseCnt: get("stamp_use_cnt"),
    empNo: get("emp_no"),
    paidMberYn: get<string>("paid_mber_yn") === "Y" ? "Y" : "N",
    giftYn: get("gift") ? "Y" : "N",
    orderQty: orderItems.reduce((s, i) => s + i.itemQty, 0),
    amounts,
    discounts: get("discounts") ?? [],
    orderItems,
    payments: payments.map((p) => ({
      payNo: p.orderNo,
      payMethod: p.method,
      amount: p.amount,
      status: p.status,
      cardNo: p.cardNo,
      cardCd: p.cardCd,
      cardName: p.cardName,
      approvedAt: p.approvedAt ? p.approvedAt.toISOString() : null,
    })),
    history: history.map((h) => ({
      orderStatCd: h.orderStatCd,
      orderStatNm: h.orderStatNm ?? STAT_NAMES[h.orderStatCd] ?? h.orderStatCd,
      at: seoulDateTimeTenths(new Date(h.at)),
    })),
    voucherBarcodeNo: statCd === VOUCHER_ORDER_STATUS ? orderNo : null,
    cancelableYn: statCd === ORDER_STATUS_AWAITING_PAYMENT || statCd === ORDER_STATUS.paid ? "Y" : "N",
    holdUntil: statCd === ORDER_STATUS_AWAITING_PAYMENT && holdUntil ? new Date(holdUntil).toISOString() : null,
  };
}

const HISTORY_STATUSES: Record<string, string[] | null> = {
  all: null,
  progress: ["00", "01", "02", "04", "05"],
  done: ["03", "06"],
  cancel: ["09"],
};

/** Order history (/orderList, /order/history): newest first, within `period` months. */
export async function orderHistory(
  deps: CheckoutDeps,
  mberNo: string,
  q: OrderHistoryQuery,
): Promise<OrderHistoryPage> {
  await expireHolds(deps, mberNo);
  const now = deps.clock();
  const from = new Date(now.getTime() - q.period * 31 * 86_400_000);
  const statuses = HISTORY_STATUSES[q.status];
  const parts: SQL[] = [sql`o.mber_no = ${mberNo}`, sql`o.created_at >= ${from.toISOString()}::timestamptz`];
  if (statuses)
    parts.push(
      sql`o.order_stat_cd in (${sql.join(
        statuses.map((s) => sql`${s}`),
        sql`, `,
      )})`,
    );
  if (q.giftYn === "Y") parts.push(sql`o.gift is not null`);
  if (q.giftYn === "N") parts.push(sql`o.gift is null`);
  const where = sql.join(parts, sql` and `);
  const [count] = await queryRows<{ n: number | string }>(
    deps.db,
    sql`select count(*) as n from orders o where ${where}`,
  );
  const totalCnt = Number(count?.n ?? 0);
  const rows = await queryRows<{
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
    deps.db,
    sql`select o.order_no as "orderNo", o.created_at as "createdAt", o.order_stat_cd as "orderStatCd", c.cd_nm as "orderStatNm",
        o.tnant_cd as "tnantCd", s.name as "tnantNm", o.net_amt as "netAmt", o.gift,
        (select string_agg(i.item_nm, ', ' order by i.order_item_no) from order_items i where i.order_no = o.order_no) as names,
        (select sum(i.item_qty) from order_items i where i.order_no = o.order_no) as qty,
        (select p.file_id from order_items i join products p on p.item_cd = i.item_cd where i.order_no = o.order_no
          order by i.order_item_no limit 1) as "fileId"
      from orders o left join stores s on s.tnant_cd = o.tnant_cd
      left join common_codes c on c.grp_cd = 'ORDER_STAT' and c.cd = o.order_stat_cd
      where ${where} order by o.created_at desc, o.order_no desc
      limit ${q.pageSize} offset ${(q.pageNo - 1) * q.pageSize}`,
  );
  return {
    pageNo: q.pageNo,
    pageSize: q.pageSize,
    totalCnt,
    totalPages: Math.ceil(totalCnt / q.pageSize),
    list: rows.map((r) => ({
      orderNo: r.orderNo,
      orderDate: seoulDateTimeTenths(new Date(r.createdAt)),
      orderStatCd: r.orderStatCd,
      orderStatNm: r.orderStatNm ?? STAT_NAMES[r.orderStatCd] ?? r.orderStatCd,
      tnantCd: r.tnantCd ?? "",
      tnantNm: r.tnantNm ?? "",
      orderItemNames: r.names ?? "",
      firstItemImgFileUrl: r.fileId ? thumbnailUrl(r.fileId) : "",
      orderQty: Number(r.qty ?? 0),
      netAmt: r.netAmt,
      giftYn: r.gift ? "Y" : "N",
      voucherBarcodeNo: r.orderStatCd === VOUCHER_ORDER_STATUS ? r.orderNo : null,
    })),
  };
}

export async function orderGiftDetail(deps: CheckoutDeps, mberNo: string, orderNo: string) {
  const d = await orderDetail(deps, mberNo, orderNo);
  const o = await loadOrder(deps, mberNo, orderNo);
  const gift = o.gift as { receiverNm: string; receiverMobileNum: string; message: string } | null;
  if (!gift) throw new AppError("orderNotFound", "선물 주문이 아닙니다");
  return {
    orderNo,
    senderNm: d.ordererNm,
    ...gift,
    orderStatCd: d.orderStatCd,
    orderStatNm: d.orderStatNm,
    orderItems: d.orderItems,
    voucherBarcodeNo: d.voucherBarcodeNo,
  };
}

/** The receipt (/order/bill) of a paid order; VAT is included in the amounts (1/11). */
export async function orderBill(deps: CheckoutDeps, mberNo: string, orderNo: string): Promise<OrderBill> {
  const d = await orderDetail(deps, mberNo, orderNo);
  if (d.orderStatCd === ORDER_STATUS_AWAITING_PAYMENT)
    throw new AppError("orderNotFound", "결제가 완료되지 않은 주문입니다");
  return {
    orderNo,
    billNo: `B${orderNo.slice(1)}`,
    tnantNm: d.tnantNm,
    bizRegNo: `120-81-${d.tnantCd.replace(/\D/g, "").padStart(5, "0")}`,
    tnantBaseAddr: d.tnantBaseAddr,
    tnantTel: d.tnantTel,
    orderDate: d.orderDate,
    lines: d.orderItems.map((i) => ({
      itemNm: i.itemRctNm,
      itemQty: i.itemQty,
      unitPrice: i.saleUprc,
      amount: i.itemPrice,
    })),
    amounts: d.amounts,
    supplyAmt: d.amounts.netAmt - d.amounts.totalTaxAmt,
    payments: d.payments.filter((p) => p.status === "DONE" || p.status === "CANCELLED"),
    cancelled: d.orderStatCd === ORDER_STATUS.cancelled,
  };
}
