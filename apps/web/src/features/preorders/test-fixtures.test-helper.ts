import type { PreorderDetail, PreorderSummary, Reservation } from "@cellar/contracts/client";

/** A pre-order as the list answers it; open, with bottles left, unless `extra` says otherwise. */
export const preorderSummary = (
  preorderCd: string,
  title: string,
  extra: Partial<PreorderSummary> = {},
): PreorderSummary => ({
  preorderCd,
  title,
  kind: "NEW_VINTAGE",
  bottle: { itemCd: `I-${preorderCd}`, itemNm: `${title} bottle`, itemEngNm: "", imageUrl: "", volumeMl: 750 },
  price: 90_000,
  shelfPrice: 100_000,
  dcRate: 10,
  startAt: "2026-11-27T01:00:00Z",
  endAt: "2026-12-10T01:00:00Z",
  arrivalDate: "2026-12-28",
  perMemberLimit: 2,
  totalQty: 10,
  leftQty: 10,
  couponYn: "Y",
  state: "OPEN",
  myQty: 0,
  ...extra,
});

/** A pre-order as the detail answers it: two stores, cancel until three days before arrival. */
export const preorderDetail = (extra: Partial<PreorderDetail> = {}): PreorderDetail => ({
  ...preorderSummary("PO-1", "Opus One new vintage"),
  description: "Paid in full.\nCollect within 14 days.",
  stores: [
    { tnantCd: "T0001", name: "Cellar Apgujeong", baseAddr: "Seoul", arrivedAt: null },
    { tnantCd: "T0002", name: "Cellar Cheongdam", baseAddr: "Seoul", arrivedAt: null },
  ],
  cancelUntil: "2026-12-25",
  collectDays: 14,
  ...extra,
});

/** One of my reservations: 2 bottles paid by card, cancelable, unless `extra` says otherwise. */
export const reservation = (reservationNo: string, extra: Partial<Reservation> = {}): Reservation => ({
  reservationNo,
  preorder: preorderSummary("PO-1", "Opus One new vintage"),
  tnantCd: "T0001",
  tnantNm: "Cellar Apgujeong",
  qty: 2,
  unitPrice: 90_000,
  orderAmt: 180_000,
  cpnDcAmt: 0,
  couponName: null,
  payAmt: 180_000,
  payMethod: "CARD",
  cardNo: "4111-****-****-1111",
  status: "PAID",
  reservedAt: "2026-11-27T02:00:00Z",
  paidAt: "2026-11-27T02:01:00Z",
  arrivedAt: null,
  collectBy: null,
  collectedAt: null,
  cancelledAt: null,
  cancelable: true,
  cancelUntil: "2026-12-25",
  voucherNo: null,
  refundAmt: 0,
  refundState: "NONE",
  ...extra,
});
