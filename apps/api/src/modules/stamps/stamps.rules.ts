import type { StampTransactionType } from "@cellar/contracts";

/** Stamps one reward takes, and the stamp rule they belong to (grade-info stampRuleId). */
export const STAMP_RULE = { stampRuleId: "STAMP-WINE-01", stampsPerReward: 10 } as const;

/** +1 adds stamps, -1 takes them (SPEC §3: voids and reversals undo their original). */
export const STAMP_DIRECTION: Record<StampTransactionType, 1 | -1> = {
  RELOAD: 1,
  RELOAD_VOID: -1,
  RELOAD_REVERSAL: -1,
  REDEEM: -1,
  REDEEM_VOID: 1,
  REDEEM_REVERSAL: 1,
  GIFT_RELOAD: 1,
  GIFT_REDEEM: -1,
  ENFORCE_RELOAD: 1,
  ENFORCE_RELOAD_VOID: -1,
  EXTINCTION: -1,
};

/** The type a cancelling transaction must point at; types absent here stand alone. */
export const CANCELS: Partial<Record<StampTransactionType, StampTransactionType>> = {
  RELOAD_VOID: "RELOAD",
  RELOAD_REVERSAL: "RELOAD",
  REDEEM_VOID: "REDEEM",
  REDEEM_REVERSAL: "REDEEM",
  ENFORCE_RELOAD_VOID: "ENFORCE_RELOAD",
};

export type StampApplyResult =
  | { ok: true; delta: number; balanceAfter: number }
  | { ok: false; reason: "invalidQuantity" | "insufficient" };

/**
 * Applies one transaction of `qty` stamps (a positive count) to a balance. A transaction that
 * would take the balance below zero is refused rather than clamped.
 */
export function applyStampTransaction(balance: number, type: StampTransactionType, qty: number): StampApplyResult {
  const delta = stampDelta(type, qty);
  if (delta === null) return { ok: false, reason: "invalidQuantity" };
  const balanceAfter = balance + delta;
  if (balanceAfter < 0) return { ok: false, reason: "insufficient" };
  return { ok: true, delta, balanceAfter };
}

/** The signed change of `qty` stamps of a type, or null for a quantity that is not a positive integer. */
export function stampDelta(type: StampTransactionType, qty: number): number | null {
  if (!Number.isInteger(qty) || qty <= 0) return null;
  return STAMP_DIRECTION[type] * qty;
}
