import type { PreorderKind, PreorderSummary, Reservation, ReservationStatus } from "@cellar/contracts";
import { findPaymentsByNo } from "../../adapters/payment/payments.repository";
import type { Queryable } from "../../app/query";
import { productCards } from "../products";
import type { ArrivalRow, PreorderRow, ReservationRow } from "./preorders.repository";
import * as repo from "./preorders.repository";
import { cancelUntilOf, dcRateOf, isBeforeCutoff, preorderState } from "./preorders.rules";

/** Pre-orders as the list, the detail and my reservations show them: the bottle, what is left, my units. */
export async function summaries(
  db: Queryable,
  rows: PreorderRow[],
  mberNo: string | null,
  now: Date,
): Promise<PreorderSummary[]> {
  if (!rows.length) return [];
  const cds = rows.map((p) => p.preorderCd);
  const [cards, arrivals, mine] = await Promise.all([
    productCards(db, [...new Set(rows.map((p) => p.itemCd))], mberNo, now),
    repo.arrivalsOf(db, cds),
    mberNo ? repo.memberQtys(db, mberNo, cds) : Promise.resolve(new Map<string, number>()),
  ]);
  return rows.map((p) => {
    const card = cards.find((c) => c.itemCd === p.itemCd);
    const arrived = arrivals.filter((a) => a.preorderCd === p.preorderCd).length;
    return {
      preorderCd: p.preorderCd,
      title: p.title,
      kind: p.kind as PreorderKind,
      bottle: {
        itemCd: p.itemCd,
        itemNm: card?.itemNm ?? p.title,
        itemEngNm: card?.itemEngNm ?? "",
        imageUrl: card?.imageUrl ?? "",
        volumeMl: card?.volumeMl ?? 0,
      },
      price: p.price,
      shelfPrice: p.shelfPrice,
      dcRate: dcRateOf(p.price, p.shelfPrice),
      startAt: p.startAt.toISOString(),
      endAt: p.endAt.toISOString(),
      arrivalDate: p.arrivalDate,
      perMemberLimit: p.perMemberLimit,
      totalQty: p.totalQty,
      leftQty: Math.max(0, p.totalQty - p.soldQty),
      couponYn: p.couponYn === "Y" ? "Y" : "N",
      state: preorderState(p, arrived, now),
      myQty: mine.get(p.preorderCd) ?? 0,
    };
  });
}

export async function storesWithArrivals(db: Queryable, p: PreorderRow, arrivals?: ArrivalRow[]) {
  const [list, arrived] = await Promise.all([
    repo.storesOf(db, p.tnantCds),
    arrivals ?? repo.arrivalsOf(db, [p.preorderCd]),
  ]);
  return list.map((s) => ({
    ...s,
    arrivedAt: arrived.find((a) => a.tnantCd === s.tnantCd)?.arrivedAt.toISOString() ?? null,
  }));
}

/** Reservations with their pre-order, store, card and refund as `/reservation` shows them. */
export async function toReservations(
  db: Queryable,
  rows: ReservationRow[],
  mberNo: string,
  now: Date,
): Promise<Reservation[]> {
  if (!rows.length) return [];
  const preorderRows = (
    await Promise.all([...new Set(rows.map((r) => r.preorderCd))].map((cd) => repo.findPreorder(db, cd)))
  ).filter((p): p is PreorderRow => p !== null);
  const [sums, storeRows, payments] = await Promise.all([
    summaries(db, preorderRows, mberNo, now),
    repo.storesOf(db, [...new Set(rows.map((r) => r.tnantCd))]),
    Promise.all(rows.map((r) => findPaymentsByNo(db, r.payNo))).then((all) => all.flat()),
  ]);
  return rows.flatMap((r) => {
    const preorder = sums.find((s) => s.preorderCd === r.preorderCd);
    if (!preorder) return [];
    const pay = payments.find((p) => p.orderNo === r.payNo);
    const refundState = r.refundAmt === 0 ? "NONE" : pay?.status === "CANCELLED" ? "REFUNDED" : ("REFUNDING" as const);
    return [
      {
        reservationNo: r.reservationNo,
        preorder,
        tnantCd: r.tnantCd,
        tnantNm: storeRows.find((s) => s.tnantCd === r.tnantCd)?.name ?? r.tnantCd,
        qty: r.qty,
        unitPrice: r.unitPrice,
        orderAmt: r.orderAmt,
        cpnDcAmt: r.cpnDcAmt,
        couponName: r.couponName,
        payAmt: r.payAmt,
        payMethod: r.payMethod === "EASYPAY" ? "EASYPAY" : "CARD",
        cardNo: pay?.cardNo ?? "",
        status: r.status as ReservationStatus,
        reservedAt: r.reservedAt.toISOString(),
        paidAt: r.paidAt?.toISOString() ?? null,
        arrivedAt: r.arrivedAt?.toISOString() ?? null,
        collectBy: r.collectBy,
        collectedAt: r.collectedAt?.toISOString() ?? null,
        cancelledAt: r.cancelledAt?.toISOString() ?? null,
        cancelable: r.status === "PAID" && isBeforeCutoff(preorder.arrivalDate, now),
        cancelUntil: cancelUntilOf(preorder.arrivalDate),
        voucherNo: r.status === "ARRIVED" ? r.voucherNo : null,
        refundAmt: r.refundAmt,
        refundState,
      },
    ];
  });
}
