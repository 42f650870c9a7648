import { PAID_MEMBERSHIP_FEE, type PaidMembership } from "@cellar/contracts";
import { AppError } from "../../app/http/errors";
import type { Db, Queryable } from "../../app/query";
import { addDays, seoulDate } from "../../app/seoul-date";
import type * as PaidMembershipRepository from "./paid-membership.repository";

/** What the use-cases work with: the module's repository (routes build it once). */
export type PaidMembershipDeps = { repo: typeof PaidMembershipRepository };

/** Renewal opens this many days before the current period ends. */
export const RENEWAL_WINDOW_DAYS = 30;

/** Paid on a day one of the member's periods covers. */
export async function isPaidMember(
  deps: PaidMembershipDeps,
  db: Queryable,
  mberNo: string,
  now: Date,
): Promise<boolean> {
  return (await deps.repo.findCurrentPeriod(db, mberNo, seoulDate(now))) !== null;
}

/** The paid-member check of SPEC §4; it also brings the stored flag in step with the periods. */
export async function checkPaidMember(deps: PaidMembershipDeps, db: Db, mberNo: string, now: Date): Promise<boolean> {
  const paid = await isPaidMember(deps, db, mberNo, now);
  await deps.repo.syncPaidFlag(db, mberNo, seoulDate(now));
  return paid;
}

export async function paidMembershipInfo(
  deps: PaidMembershipDeps,
  db: Db,
  mberNo: string,
  now: Date,
): Promise<PaidMembership> {
  const today = seoulDate(now);
  const current = await deps.repo.findCurrentPeriod(db, mberNo, today);
  const latest = await deps.repo.findLatestPeriod(db, mberNo);
  const shown = current ?? latest;
  return {
    paidMberYn: current ? "Y" : "N",
    startDate: shown?.startDate ?? null,
    endDate: shown?.endDate ?? null,
    renewedUntil: current && latest && latest.endDate > current.endDate ? latest.endDate : null,
    fee: PAID_MEMBERSHIP_FEE,
    canRenew: nextPeriodStart(latest?.endDate ?? null, today) !== null,
  };
}

/**
 * Where a newly bought year starts: today when never paid or expired, the day after the current end
 * inside the renewal window, null when it is too early to renew (or a renewal is already bought).
 */
export function nextPeriodStart(latestEnd: string | null, today: string): string | null {
  if (!latestEnd || latestEnd < today) return today;
  if (addDays(latestEnd, -RENEWAL_WINDOW_DAYS) <= today) return addDays(latestEnd, 1);
  return null;
}

/** Whether a payment for a year may start now. */
export async function assertCanBuyYear(deps: PaidMembershipDeps, db: Queryable, mberNo: string, now: Date) {
  const latest = await deps.repo.findLatestPeriod(db, mberNo);
  if (nextPeriodStart(latest?.endDate ?? null, seoulDate(now)) === null) throw new AppError("paidRenewalNotOpen");
}

/**
 * Adds one year for a confirmed payment (inside the confirm transaction). A year the provider has
 * already charged is always granted: the member's row lock makes payments confirmed at the same
 * moment take turns, so the second year follows the first instead of repeating it (and the
 * database's exclusion constraint refuses overlapping periods whatever happens; decision 370).
 */
export async function grantYear(
  deps: PaidMembershipDeps,
  db: Queryable,
  mberNo: string,
  orderNo: string,
  amount: number,
  now: Date,
) {
  await deps.repo.lockMember(db, mberNo);
  const latest = await deps.repo.findLatestPeriod(db, mberNo);
  const today = seoulDate(now);
  const start = nextPeriodStart(latest?.endDate ?? null, today) ?? addDays(latest!.endDate, 1);
  const end = addDays(addYear(start), -1);
  await deps.repo.insertPeriod(db, { mberNo, startDate: start, endDate: end, fee: amount, orderNo });
  if (start <= today) await deps.repo.setPaidFlag(db, mberNo, true);
}

function addYear(day: string): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  // 29 February rolls to 1 March of a non-leap year.
  return new Date(Date.UTC(y + 1, m - 1, d)).toISOString().slice(0, 10);
}
