import { SPECIAL_ORDER_STATUS as S, type SpecialOrder, thumbnailUrl } from "@cellar/contracts";
import type { Queryable } from "../../app/query";
import * as orders from "./special-orders.repository";

const maskMobile = (m: string) => `${m.slice(0, 3)}-****-${m.slice(-4)}`;

/** A guest order as the guest and the store see it: the mobile number masked, the voucher from status 02. */
export async function orderView(db: Queryable, order: orders.OrderRow): Promise<SpecialOrder> {
  const { saleTitle, tnantNm } = await orders.orderContext(db, order.saleCd, order.tnantCd);
  const lines = await orders.orderLinesWithImages(db, order.orderNo);
  return {
    orderNo: order.orderNo,
    saleTitle,
    status: order.status,
    tnantCd: order.tnantCd,
    tnantNm,
    buyerNm: order.buyerNm,
    mobileNo: maskMobile(order.mobileNo),
    amount: order.amount,
    normalAmount: order.normalAmount,
    orderedAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    cardNo: order.cardNo,
    voucherNo: order.status === S.readyForPickup ? order.voucherNo : null,
    lines: lines.map((l) => ({
      itemCd: l.itemCd,
      itemNm: l.itemNm,
      imageUrl: l.fileId ? thumbnailUrl(l.fileId) : "",
      qty: l.qty,
      normalPrice: l.normalPrice,
      unitPrice: l.unitPrice,
      amount: l.unitPrice * l.qty,
    })),
  };
}
