import { STAMP_ORDER_REWARD } from "@cellar/contracts/checkout-constants";

export type CouponLike = { cpnIssuNo: string; clssfcOfCponApplc: string };

/**
 * Choosing a coupon on the order sheet: one coupon per coupon class (SPEC §5 cart coupon list,
 * decision 330). Choosing a chosen one removes it; choosing another of a class replaces that class's.
 */
export function toggleCoupon(chosen: readonly string[], coupon: CouponLike, all: readonly CouponLike[]): string[] {
  if (chosen.includes(coupon.cpnIssuNo)) return chosen.filter((no) => no !== coupon.cpnIssuNo);
  const classOf = new Map(all.map((c) => [c.cpnIssuNo, c.clssfcOfCponApplc]));
  return [...chosen.filter((no) => classOf.get(no) !== coupon.clssfcOfCponApplc), coupon.cpnIssuNo];
}

/** The most stamps one order can use: whole rewards out of the balance. */
export function maxStampUse(balance: number): number {
  const unit = STAMP_ORDER_REWARD.stampsPerReward;
  return Math.max(0, Math.floor(balance / unit) * unit);
}

/** A stamp count moved by one reward up or down, within 0..max. */
export function stepStamps(current: number, direction: 1 | -1, balance: number): number {
  const next = current + direction * STAMP_ORDER_REWARD.stampsPerReward;
  return Math.max(0, Math.min(maxStampUse(balance), next));
}

/** A prepaid amount typed by the member: digits only, within 0..balance (the server caps it at the net amount). */
export function clampPrepaid(input: string | number, balance: number): number {
  const value = typeof input === "number" ? input : Number(String(input).replace(/\D/g, "") || "0");
  if (!Number.isFinite(value)) return 0;
  return Math.max(0, Math.min(balance, Math.floor(value)));
}
