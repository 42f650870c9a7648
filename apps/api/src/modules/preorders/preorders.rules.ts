import { PREORDER_RULES, type PreorderState, type PreorderTab } from "@cellar/contracts";
import { addDays, seoulDate } from "../../app/seoul-date";

type Window = { startAt: Date; endAt: Date; soldQty: number; totalQty: number; tnantCds: string[] };

/**
 * Where a pre-order stands (decision 410): before its window UPCOMING; in it OPEN, or SOLD_OUT
 * when nothing is left; after it CLOSED, and ARRIVED once every taking-part store has the bottles.
 */
export function preorderState(p: Window, arrivedStores: number, now: Date): PreorderState {
  if (now < p.startAt) return "UPCOMING";
  if (now >= p.endAt) return arrivedStores >= p.tnantCds.length && arrivedStores > 0 ? "ARRIVED" : "CLOSED";
  return p.soldQty >= p.totalQty ? "SOLD_OUT" : "OPEN";
}

/** The list's tab a state shows under (closed and arrived ones only in my reservations). */
export function tabOf(state: PreorderState): PreorderTab | null {
  if (state === "UPCOMING") return "UPCOMING";
  return state === "OPEN" || state === "SOLD_OUT" ? "OPEN" : null;
}

/** Whole percent off the shelf price. */
export const dcRateOf = (price: number, shelfPrice: number) =>
  shelfPrice > 0 ? Math.floor(((shelfPrice - price) * 100) / shelfPrice) : 0;

/** Last Seoul day a paid reservation is cancelled with a full refund (decision 412). */
export const cancelUntilOf = (arrivalDate: string) => addDays(arrivalDate, -PREORDER_RULES.cancelCutoffDays);

export const isBeforeCutoff = (arrivalDate: string, now: Date) => seoulDate(now) <= cancelUntilOf(arrivalDate);

/** Last Seoul day to collect after the arrival. */
export const collectByOf = (arrivedAt: Date) => seoulDate(arrivedAt, PREORDER_RULES.collectDays);

type CouponTerms = { discountType: string; discountValue: number | null };

/** A coupon's discount on the amount (rate: floor of the percent; flat: at most the amount less 1 won). */
export function couponDiscount(c: CouponTerms, amount: number): number {
  if (c.discountValue === null || amount <= 0) return 0;
  const raw = c.discountType === "FIXED_RATE" ? Math.floor((amount * c.discountValue) / 100) : c.discountValue;
  return Math.max(0, Math.min(raw, amount - 1));
}
