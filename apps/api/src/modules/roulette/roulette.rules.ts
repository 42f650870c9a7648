import { ROULETTE_SPIN_RULE, type RouletteAllowance, type RouletteStatus } from "@cellar/contracts";
import { seoulDate } from "../../app/seoul-date";

/** A source of uniform whole numbers in [0, max): node:crypto's `randomInt` in the app. */
export type Draw = (max: number) => number;

/**
 * Picks one of `prizes` with probability `oddsBp / total`: one uniform number below the total of the
 * weights, then the prize whose cumulative range holds it. Prizes of weight 0 are never picked.
 */
export function choosePrize<T extends { oddsBp: number }>(prizes: readonly T[], draw: Draw): T {
  const total = prizes.reduce((sum, p) => sum + p.oddsBp, 0);
  if (total <= 0) throw new Error("the wheel has no odds");
  let ticket = draw(total);
  if (!Number.isInteger(ticket) || ticket < 0 || ticket >= total) throw new Error(`draw out of range: ${ticket}`);
  for (const prize of prizes) {
    if (ticket < prize.oddsBp) return prize;
    ticket -= prize.oddsBp;
  }
  throw new Error("unreachable: the ticket is below the total");
}

/** Where an event stands at `now`: spins run from `startAt` (inclusive) until `endAt` (exclusive). */
export function rouletteStatus(event: { startAt: Date; endAt: Date }, now: Date): RouletteStatus {
  if (now.getTime() < event.startAt.getTime()) return "UPCOMING";
  if (now.getTime() >= event.endAt.getTime()) return "CLOSED";
  return "OPEN";
}

/** The first instant of the Asia/Seoul day of `now` (Korea keeps no daylight saving time). */
export const seoulDayStart = (now: Date): Date => new Date(`${seoulDate(now)}T00:00:00+09:00`);

/**
 * The member's spins on the Seoul day of `now`: one a day, and one more once the member has a paid
 * order that day (decision 395).
 */
export function spinAllowance(now: Date, used: number, purchasedToday: boolean): RouletteAllowance {
  const allowed = ROULETTE_SPIN_RULE.daily + (purchasedToday ? ROULETTE_SPIN_RULE.purchaseBonus : 0);
  return { day: seoulDate(now), allowed, used, left: Math.max(0, allowed - used), purchaseBonus: purchasedToday };
}

/** The Korean name of a prize as the member's history keeps it. */
export function prizeLabel(kind: string, amount: number | null, couponName: string | null): string {
  if (kind === "COUPON") return couponName ?? "쿠폰";
  if (kind === "STAMP") return `스탬프 ${amount ?? 0}개`;
  if (kind === "PREPAID") return `선불금 ${(amount ?? 0).toLocaleString("ko-KR")}원`;
  return "다음 기회에";
}
