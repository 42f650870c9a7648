import { randomBytes } from "node:crypto";
import {
  DELIVERY_FEE,
  ORDER_DELIVERY_CODES,
  ORDER_STATUS,
  PHOTO_REASONS,
  RETURN_WINDOW_DAYS,
  type ReturnEligibility,
  type ReturnRequest,
  returnFee,
} from "@cellar/contracts";
import type { PaymentsDeps } from "../../adapters/payment/payments.usecases";
import type { Clock } from "../../app/clock";
import { AppError } from "../../app/http/errors";
import type { Db, Queryable } from "../../app/query";
import { seoulDate } from "../../app/seoul-date";
import { createAlarm } from "../alarms";
import * as repo from "./returns.repository";
import { detailOf, STATUS_KO, summaries } from "./returns.view";

export type ReturnsDeps = { db: Db; clock: Clock; payments: PaymentsDeps };

/** Delivered (06) or picked up (03): the statuses whose time is the receipt (decision 402). */
const RECEIVED = [ORDER_STATUS.delivered, ORDER_STATUS.pickedUp] as const;
const DAY = 86_400_000;

const newReturnNo = (now: Date) =>
  `R${seoulDate(now).replaceAll("-", "")}${randomBytes(5).toString("hex").toUpperCase()}`;

/** The order as a return sees it: received when, returnable until when, each line's units left. */
async function eligibilityOf(db: Queryable, order: repo.OrderRow, now: Date): Promise<ReturnEligibility> {
  const items = await repo.findOrderItems(db, order.orderNo);
  const taken = await repo.returnedQty(db, order.orderNo);
  const options = await repo.optionsOf(
    db,
    items.map((i) => i.itemCd),
  );
  const received = (RECEIVED as readonly string[]).includes(order.orderStatCd);
  const receivedAt = received ? ((await repo.reachedAt(db, order.orderNo, RECEIVED)) ?? order.updatedAt) : null;
  const deadlineAt = receivedAt ? new Date(receivedAt.getTime() + RETURN_WINDOW_DAYS * DAY) : null;
  const lines = items.map((i) => {
    const bought = options.find((o) => o.optItemCd === i.optItemCd);
    const paidOpt = i.detail?.orderItemOptions?.find((o) => o.optItemCd === i.optItemCd);
    const optPrice = i.optItemCd ? (paidOpt?.saleUprc ?? bought?.saleUprc ?? 0) : 0;
    return {
      orderItemNo: i.orderItemNo,
      itemCd: i.itemCd,
      itemNm: i.itemNm,
      optItemCd: i.optItemCd,
      saleUprc: i.saleUprc,
      itemQty: i.itemQty,
      returnedQty: taken[i.orderItemNo] ?? 0,
      returnableQty: Math.max(0, i.itemQty - (taken[i.orderItemNo] ?? 0)),
      optClasNm: i.optItemCd ? (paidOpt?.optClasNm ?? bought?.optClasNm ?? null) : null,
      optPrice,
      exchangeOptions: exchangeOptionsOf(options, i.itemCd, i.optItemCd, optPrice),
    };
  });
  const delivery = order.orderDeliveryCd === ORDER_DELIVERY_CODES.delivery;
  const reason = !received
    ? "NOT_RECEIVED"
    : deadlineAt && now > deadlineAt
      ? "WINDOW_OVER"
      : lines.every((l) => l.returnableQty === 0)
        ? "NOTHING_LEFT"
        : null;
  return {
    orderNo: order.orderNo,
    eligible: reason === null,
    reason,
    receivedAt: receivedAt?.toISOString() ?? null,
    deadlineAt: deadlineAt?.toISOString() ?? null,
    delivery,
    shippedFree: delivery && (order.amounts?.dlvrAmt ?? 0) === 0,
    keptGoods: keptGoods(order, lines, {}),
    lines,
  };
}

/**
 * Options an exchange may ask for instead of the line's (decision 420): the same product's other
 * options at the price paid for the line's option or dearer (never a cheaper one: no refund on an
 * exchange), with the difference per unit and the units they have left.
 */
function exchangeOptionsOf(options: repo.OptionRow[], itemCd: string, optItemCd: string, optPrice: number) {
  return options
    .filter((o) => o.itemCd === itemCd && o.optItemCd !== optItemCd && o.saleUprc >= optPrice)
    .map((o) => ({
      optItemCd: o.optItemCd,
      optClasNm: o.optClasNm,
      saleUprc: o.saleUprc,
      difference: o.saleUprc - optPrice,
      stockQty: o.stockQty,
    }));
}

/** The goods value (net of discounts, by line value) the order keeps once `more` units go too. */
function keptGoods(
  order: repo.OrderRow,
  lines: { orderItemNo: number; saleUprc: number; itemQty: number; returnedQty: number }[],
  more: Record<number, number>,
) {
  const goodsNet = Math.max(0, order.netAmt - (order.amounts?.dlvrAmt ?? 0));
  const gross = lines.reduce((s, l) => s + l.saleUprc * l.itemQty, 0);
  const kept = lines.reduce(
    (s, l) => s + l.saleUprc * Math.max(0, l.itemQty - l.returnedQty - (more[l.orderItemNo] ?? 0)),
    0,
  );
  return gross > 0 ? Math.floor((goodsNet * kept) / gross) : 0;
}

export async function returnEligibility(deps: ReturnsDeps, mberNo: string, orderNo: string) {
  const order = await repo.findOrder(deps.db, mberNo, orderNo);
  if (!order) throw new AppError("orderNotFound");
  return eligibilityOf(deps.db, order, deps.clock());
}

/**
 * A member asks to return or exchange lines of a received order (decision 402), under the order's
 * row lock: two parallel requests for the same units make one return. A fee due (decision 403)
 * leaves it FEE_DUE until paid; otherwise it is REQUESTED at once.
 */
export async function requestReturn(deps: ReturnsDeps, mberNo: string, req: ReturnRequest) {
  const now = deps.clock();
  const row = await deps.db.transaction(async (tx) => {
    const order = await repo.findOrder(tx, mberNo, req.orderNo, true);
    if (!order) throw new AppError("orderNotFound");
    const e = await eligibilityOf(tx, order, now);
    if (e.reason === "NOT_RECEIVED") throw new AppError("returnNotReceived");
    if (e.reason === "WINDOW_OVER") throw new AppError("returnWindowOver");
    const want: Record<number, number> = {};
    const swap: Record<number, string> = {};
    for (const l of req.lines) {
      want[l.orderItemNo] = (want[l.orderItemNo] ?? 0) + l.qty;
      const prior = swap[l.orderItemNo];
      if (l.exchangeOptItemCd && prior !== undefined && prior !== l.exchangeOptItemCd) {
        throw new AppError("returnOptionInvalid");
      }
      if (l.exchangeOptItemCd) swap[l.orderItemNo] = l.exchangeOptItemCd;
    }
    let optionDifference = 0;
    for (const [no, qty] of Object.entries(want)) {
      const line = e.lines.find((l) => l.orderItemNo === Number(no));
      if (!line) throw new AppError("returnLineNotFound");
      if (qty > line.returnableQty) throw new AppError("returnQtyOver");
      const to = swap[line.orderItemNo];
      if (to === undefined) continue;
      // Another option of the same product, at the price paid or dearer, reserved from its own stock.
      const option = line.exchangeOptions.find((o) => o.optItemCd === to);
      if (!option) throw new AppError("returnOptionInvalid");
      if (!(await repo.takeOptionStock(tx, to, qty))) throw new AppError("returnOptionSoldOut");
      optionDifference += option.difference * qty;
    }
    if (PHOTO_REASONS.includes(req.reasonCd) && req.photoFileIds.length === 0) {
      throw new AppError("returnPhotoRequired");
    }
    const addr = req.collectMethod === "PICKUP" ? await repo.findAddress(tx, mberNo, req.addrNo!) : null;
    if (req.collectMethod === "PICKUP" && !addr) throw new AppError("returnAddressNotFound");
    const fee = returnFee({
      type: req.type,
      reasonCd: req.reasonCd,
      collectMethod: req.collectMethod,
      shippedFree: e.shippedFree,
      keptGoods: req.type === "RETURN" ? keptGoods(order, e.lines, want) : e.keptGoods,
      freeFrom: DELIVERY_FEE.freeFrom,
      deliveryFee: DELIVERY_FEE.fee,
      optionDifference,
    });
    const returnNo = newReturnNo(now);
    const status = fee.total > 0 ? "FEE_DUE" : "REQUESTED";
    await repo.insertReturn(
      tx,
      {
        returnNo,
        orderNo: order.orderNo,
        mberNo,
        type: req.type,
        reasonCd: req.reasonCd,
        reasonText: req.reasonText,
        collectMethod: req.collectMethod,
        address: addr
          ? {
              receiverNm: addr.receiverNm,
              receiverMobileNum: addr.receiverMobileNum,
              zip: addr.zip,
              baseAddr: addr.baseAddr,
              detailAddr: addr.detailAddr,
            }
          : null,
        status,
        fee,
        feeAmt: fee.total,
        createdAt: now,
        updatedAt: now,
      },
      Object.entries(want).map(([no, qty]) => ({
        orderItemNo: Number(no),
        qty,
        exchangeOptItemCd: swap[Number(no)] ?? null,
      })),
    );
    if (!(await repo.claimPhotos(tx, mberNo, returnNo, [...new Set(req.photoFileIds)], "REVIEW_PHOTO"))) {
      throw new AppError("validation", "photoFileIds: a photo is not one you uploaded, or is on a review");
    }
    await repo.addHistory(tx, returnNo, status, "", now);
    await notify(tx, { mberNo, returnNo, type: req.type, status }, now);
    return (await repo.findReturn(tx, returnNo, mberNo))!;
  });
  return detailOf(deps.db, row);
}

/**
 * An alarm at each status change (decision 405), linking to the return's detail; a refusal says
 * why. (`교환 상품 발송` already names the exchange: no `교환` in front of it.)
 */
export async function notify(
  tx: Queryable,
  r: { mberNo: string; returnNo: string; type: string; status: keyof typeof STATUS_KO; reason?: string },
  now: Date,
) {
  const kind = r.type === "EXCHANGE" ? "교환" : "반품";
  const status = STATUS_KO[r.status];
  const body =
    r.status === "FEE_DUE"
      ? `${kind} 신청이 접수되었습니다. 반품 배송비를 결제하면 회수가 시작됩니다.`
      : r.status === "REFUSED" && r.reason
        ? `${kind} 신청이 반려되었습니다. 사유: ${r.reason}`
        : `${kind} 진행 상태가 '${status}'(으)로 바뀌었습니다.`;
  const title = r.status === "RESENT" ? status : `${kind} ${status}`;
  await createAlarm(tx, { mberNo: r.mberNo, title, body, link: `/return?returnNo=${r.returnNo}` }, now);
}

export async function myReturns(
  deps: ReturnsDeps,
  mberNo: string,
  q: { pageNo: number; pageSize: number; orderNo?: string | undefined },
) {
  const { rows, total } = await repo.listReturns(deps.db, mberNo, q.orderNo, q.pageNo, q.pageSize);
  return {
    pageNo: q.pageNo,
    pageSize: q.pageSize,
    totalCnt: total,
    totalPages: Math.ceil(total / q.pageSize),
    list: await summaries(deps.db, rows),
  };
}

export async function returnDetail(deps: ReturnsDeps, mberNo: string, returnNo: string) {
  const row = await repo.findReturn(deps.db, returnNo, mberNo);
  if (!row) throw new AppError("returnNotFound");
  return detailOf(deps.db, row);
}
