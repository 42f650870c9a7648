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
import { findOrderPayments } from "../../adapters/payment/payments.repository";
import { AppError } from "../../app/http/errors";
import { seoulDateTimeTenths } from "../../app/seoul-date";
import type { CheckoutDeps } from "./order-create.usecases";
import { expireHolds } from "./order-expire";
import { legacyAmounts, legacyItem } from "./order-read-legacy";

const STAT_NAMES: Record<string, string> = { "00": "결제대기" };
async function loadOrder(deps: CheckoutDeps, mberNo: string, orderNo: string) {
  const row = await deps.read.findOrderView(deps.db, mberNo, orderNo);
  if (!row) throw new AppError("orderNotFound");
  return row;
}

/** Everything /order/complete and the history detail show. */
export async function orderDetail(deps: CheckoutDeps, mberNo: string, orderNo: string): Promise<OrderDetail> {
  await expireHolds(deps, mberNo);
  const o = await loadOrder(deps, mberNo, orderNo);
  const items = await deps.read.listOrderItemViews(deps.db, orderNo);
  const history = await deps.read.listStatusHistory(deps.db, orderNo);
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
  const filter = { mberNo, from, statuses, giftYn: q.giftYn };
  const totalCnt = await deps.read.countHistory(deps.db, filter);
  const rows = await deps.read.historyPage(deps.db, filter, q.pageSize, (q.pageNo - 1) * q.pageSize);
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
