import { randomInt } from "node:crypto";
import { PREORDER_RULES } from "@cellar/contracts";
import { finishRefunds, startRefund } from "../../adapters/payment/payments.usecases";
import { AppError } from "../../app/http/errors";
import { seoulDate } from "../../app/seoul-date";
import { createAlarm, type NewAlarm, pushToMember } from "../alarms";
import type { PreordersDeps } from "./preorders.deps";
import { collectByOf } from "./preorders.rules";
import { alarmTexts } from "./preorders.texts";
import { releaseUnpaid, reservationDetail } from "./reservations.usecases";

/** The exchange voucher's number: 16 digits starting 88 (the barcode the store scans). */
const newVoucherNo = () => `88${Array.from({ length: 14 }, () => randomInt(10)).join("")}`;

/**
 * The store records that a pre-order's bottles reached it (mngr-api, decision 414): once per store;
 * every reservation there still PAID (locked, moved conditionally, so a cancel racing it either
 * wins before or finds it ARRIVED) becomes ARRIVED with a voucher and a collect-by day, and its
 * member gets an alarm in the same transaction (the push after the commit).
 */
export async function recordArrival(deps: PreordersDeps, preorderCd: string, tnantCd: string) {
  const now = deps.clock();
  const p = await deps.repo.findPreorder(deps.db, preorderCd);
  if (!p) throw new AppError("preorderNotFound");
  if (!p.tnantCds.includes(tnantCd)) throw new AppError("preorderStoreNotIn");
  const [store] = await deps.repo.storesOf(deps.db, [tnantCd]);
  const texts = alarmTexts(p.title, store?.name ?? tnantCd);
  const { alarms, arrivedAt } = await deps.db.transaction(async (tx) => {
    await deps.repo.insertArrival(tx, { preorderCd, tnantCd, arrivedAt: now });
    const [arrival] = (await deps.repo.arrivalsOf(tx, [preorderCd])).filter((a) => a.tnantCd === tnantCd);
    const at = arrival?.arrivedAt ?? now;
    const sent: NewAlarm[] = [];
    for (const r of await deps.repo.paidAtStore(tx, preorderCd, tnantCd)) {
      const collectBy = collectByOf(now);
      const moved = await deps.repo.moveReservation(tx, r.reservationNo, ["PAID"], {
        status: "ARRIVED",
        arrivedAt: now,
        collectBy,
        voucherNo: newVoucherNo(),
      });
      if (!moved) continue;
      const alarm = { mberNo: r.mberNo, ...texts.arrived(collectBy) };
      await createAlarm(tx, alarm, now);
      sent.push(alarm);
    }
    return { alarms: sent, arrivedAt: at };
  });
  for (const a of alarms) await pushToMember(deps.db, deps.push, a);
  return { preorderCd, tnantCd, arrivedAt: arrivedAt.toISOString(), arrivedCnt: alarms.length };
}

/** The store hands the bottles over against the voucher: ARRIVED → COLLECTED, once. */
export async function handOver(deps: PreordersDeps, reservationNo: string, handedBy: string) {
  const r = await deps.repo.findReservation(deps.db, reservationNo, null);
  if (!r || r.status === "FAILED" || r.status === "PAYING") throw new AppError("reservationNotFound");
  const moved = await deps.repo.moveReservation(deps.db, reservationNo, ["ARRIVED"], {
    status: "COLLECTED",
    collectedAt: deps.clock(),
    handedBy,
  });
  if (!moved) throw new AppError("reservationNotArrived");
  return reservationDetail(deps, r.mberNo, reservationNo);
}

/** Payments left open past the hold: their reservations give the units back. */
export async function releaseStalePayments(deps: PreordersDeps) {
  const before = new Date(deps.clock().getTime() - PREORDER_RULES.payHoldMinutes * 60_000);
  const stale = await deps.repo.stalePaying(deps.db, before);
  for (const r of stale) await releaseUnpaid(deps, r.reservationNo);
  return stale.length;
}

/**
 * Reservations not collected by their last day (decision 412): cancelled as UNCOLLECTED with the
 * payment refunded in full; the coupon is not given back and the bottles go to the store's shelf.
 */
export async function cancelUncollected(deps: PreordersDeps) {
  const now = deps.clock();
  const due = await deps.repo.overdueArrived(deps.db, seoulDate(now));
  let n = 0;
  for (const r of due) {
    const p = await deps.repo.findPreorder(deps.db, r.preorderCd);
    const [store] = await deps.repo.storesOf(deps.db, [r.tnantCd]);
    const alarm = { mberNo: r.mberNo, ...alarmTexts(p?.title ?? "", store?.name ?? r.tnantCd).uncollected(r.payAmt) };
    const moved = await deps.db.transaction(async (tx) => {
      const m = await deps.repo.moveReservation(tx, r.reservationNo, ["ARRIVED"], {
        status: "UNCOLLECTED",
        cancelledAt: now,
        refundAmt: r.payAmt,
      });
      if (!m) return null;
      await startRefund(tx, m.payNo);
      await createAlarm(tx, alarm, now);
      return m;
    });
    if (!moved) continue;
    n += 1;
    await finishRefunds(deps.payments, { orderNos: [moved.payNo] });
    await pushToMember(deps.db, deps.push, alarm);
  }
  return n;
}
