import { randomInt } from "node:crypto";
import {
  LUCKY_DRAW_LIMITS,
  type LuckyDrawState,
  type LuckyDrawTab,
  type LuckyEntryResult,
  type LuckyIneligibleReason,
  type LuckyPayState,
} from "@cellar/contracts";

type DrawTimes = { entryStartAt: Date; entryEndAt: Date; announceAt: Date; drawnAt: Date | null };

/** Where a draw stands: before its window, in it, after it (not drawn yet), drawn. */
export function drawState(d: DrawTimes, now: Date): LuckyDrawState {
  if (d.drawnAt) return "DRAWN";
  if (now < d.entryStartAt) return "UPCOMING";
  if (now < d.entryEndAt) return "OPEN";
  return "CLOSED";
}

/** The list tab a state belongs to: closed shows drawn draws too. */
export const tabOf = (state: LuckyDrawState): LuckyDrawTab =>
  state === "OPEN" ? "OPEN" : state === "UPCOMING" ? "UPCOMING" : "CLOSED";

/** Age in whole years on `today` (YYYY-MM-DD) of a birthday YYYYMMDD (만 나이). */
export function ageOn(birthday: string, today: string): number {
  const [y, m, d] = [birthday.slice(0, 4), birthday.slice(4, 6), birthday.slice(6, 8)].map(Number);
  const [ty, tm, td] = today.split("-").map(Number);
  const before = tm! < m! || (tm === m && td! < d!);
  return ty! - y! - (before ? 1 : 0);
}

export type Eligibility = {
  birthday: string | null;
  isPaid: boolean;
  gradeStart: number;
  /** Start point of the draw's lowest grade; null for every grade. */
  minGradeStart: number | null;
  paidOnly: boolean;
};

/** Why a member may not enter, or null when they may (decision 393). */
export function ineligibility(e: Eligibility, today: string): LuckyIneligibleReason | null {
  if (e.birthday && /^\d{8}$/.test(e.birthday) && ageOn(e.birthday, today) < LUCKY_DRAW_LIMITS.adultAge) {
    return "NOT_ADULT";
  }
  if (e.paidOnly && !e.isPaid) return "PAID_ONLY";
  if (e.minGradeStart !== null && e.gradeStart < e.minGradeStart) return "GRADE";
  return null;
}

/**
 * A uniformly random order of the entries: Fisher–Yates with node:crypto's `randomInt` (a CSPRNG,
 * without modulo bias). Nothing of the draw is seeded or reproducible (decision 392).
 */
export function cryptoShuffle<T>(items: readonly T[], pick: (maxExclusive: number) => number = randomInt): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = pick(i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** The roles of a drawn order: the first N win, the next R are reserves in that order, the rest lose. */
export function rolesOf(count: number, winners: number, reserves: number): ("WINNER" | "RESERVE" | "LOST")[] {
  return Array.from({ length: count }, (_, i) =>
    i < winners ? "WINNER" : i < winners + reserves ? "RESERVE" : "LOST",
  );
}

/** A winner's payment state as the history shows it. */
export function payStateOf(result: LuckyEntryResult, paidAt: Date | null): LuckyPayState {
  if (paidAt) return "PAID";
  if (result === "WINNER") return "UNPAID";
  if (result === "LAPSED") return "EXPIRED";
  return "NONE";
}

/** The payment deadline `days` after `from`. */
export const deadlineFrom = (from: Date, days: number) => new Date(from.getTime() + days * 86_400_000);
