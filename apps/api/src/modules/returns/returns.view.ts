import type { ReturnDetail, ReturnStatus, ReturnSummary } from "@cellar/contracts";
import { API_VERSION } from "@cellar/contracts";
import type { Queryable } from "../../app/query";
import * as repo from "./returns.repository";

export const RETURN_PHOTO_ROUTE = `/user-api/${API_VERSION}/api/returns/photos/:fileId`;
export const returnPhotoUrl = (fileId: string) => `/user-api/${API_VERSION}/api/returns/photos/${fileId}`;

/** Korean status words of the alarms (the web has its own texts). */
export const STATUS_KO: Record<ReturnStatus, string> = {
  FEE_DUE: "배송비 결제 대기",
  REQUESTED: "신청 완료",
  COLLECTED: "회수 완료",
  INSPECTED: "검수 완료",
  REFUNDED: "환불 완료",
  RESENT: "교환 상품 발송",
  REFUSED: "반려",
};

type Line = Awaited<ReturnType<typeof repo.linesOf>>[number];

function summary(r: repo.ReturnRow, lines: Line[]): ReturnSummary {
  const mine = lines.filter((l) => l.returnNo === r.returnNo);
  const first = mine[0]?.itemNm ?? "";
  return {
    returnNo: r.returnNo,
    orderNo: r.orderNo,
    type: r.type,
    status: r.status,
    reasonCd: r.reasonCd,
    title: mine.length > 1 ? `${first} 외 ${mine.length - 1}건` : first,
    qty: mine.reduce((s, l) => s + l.qty, 0),
    feeAmt: r.feeAmt,
    refundAmt: r.refundAmt,
    createdAt: r.createdAt.toISOString(),
  };
}

export async function summaries(db: Queryable, rows: repo.ReturnRow[]) {
  const lines = await repo.linesOf(
    db,
    rows.map((r) => r.returnNo),
  );
  return rows.map((r) => summary(r, lines));
}

export async function detailOf(db: Queryable, r: repo.ReturnRow): Promise<ReturnDetail> {
  const lines = await repo.linesOf(db, [r.returnNo]);
  const names = await repo.optionNames(
    db,
    lines.flatMap((l) => [l.optItemCd, l.exchangeOptItemCd ?? ""]),
  );
  const photos = await repo.photosOf(db, r.returnNo);
  const history = await repo.historyOf(db, r.returnNo);
  return {
    ...summary(r, lines),
    reasonText: r.reasonText,
    collectMethod: r.collectMethod,
    address: r.address ?? null,
    lines: lines.map((l) => ({
      orderItemNo: l.orderItemNo,
      itemNm: l.itemNm,
      qty: l.qty,
      unitPrice: l.unitPrice,
      optClasNm: names.get(l.optItemCd) ?? null,
      exchangeOption: l.exchangeOptItemCd
        ? { optItemCd: l.exchangeOptItemCd, optClasNm: names.get(l.exchangeOptItemCd) ?? l.exchangeOptItemCd }
        : null,
    })),
    photos: photos.map((p) => ({ fileId: p.fileId, url: returnPhotoUrl(p.fileId) })),
    fee: { ...r.fee, optionDifference: r.fee.optionDifference ?? 0 },
    feePaid: r.feePaidAt !== null,
    refund: r.refund
      ? {
          gateway: r.refund.gateway,
          prepaid: r.refund.prepaid,
          total: r.refund.total,
          payMethod: r.refund.payMethod,
          couponsBack: r.refund.couponsBack,
          stampsBack: r.refund.stampsBack,
          gatewayDone: r.refund.gatewayDone,
        }
      : null,
    refuseReason: r.refuseReason,
    timeline: history.map((h) => ({ status: h.status, memo: h.memo, at: h.at.toISOString() })),
  };
}
