import { STAMP_TRANSACTION_TYPES } from "@cellar/contracts";
import { describe, expect, it } from "vitest";
import { applyStampTransaction, CANCELS, STAMP_DIRECTION } from "./stamps.rules";

describe("applyStampTransaction", () => {
  it("adds stamps for earns, returns and gifts received", () => {
    for (const type of ["RELOAD", "REDEEM_VOID", "REDEEM_REVERSAL", "GIFT_RELOAD", "ENFORCE_RELOAD"] as const) {
      expect(applyStampTransaction(3, type, 2)).toEqual({ ok: true, delta: 2, balanceAfter: 5 });
    }
  });

  it("takes stamps for uses, take-backs, gifts sent and expiry", () => {
    const takers = ["RELOAD_VOID", "RELOAD_REVERSAL", "REDEEM", "GIFT_REDEEM", "ENFORCE_RELOAD_VOID", "EXTINCTION"];
    for (const type of takers as (typeof STAMP_TRANSACTION_TYPES)[number][]) {
      expect(applyStampTransaction(3, type, 2)).toEqual({ ok: true, delta: -2, balanceAfter: 1 });
    }
  });

  it("covers all eleven types", () => {
    expect(Object.keys(STAMP_DIRECTION).sort()).toEqual([...STAMP_TRANSACTION_TYPES].sort());
  });

  it("refuses to go below zero, allowing exactly zero", () => {
    expect(applyStampTransaction(2, "REDEEM", 3)).toEqual({ ok: false, reason: "insufficient" });
    expect(applyStampTransaction(3, "EXTINCTION", 3)).toEqual({ ok: true, delta: -3, balanceAfter: 0 });
    expect(applyStampTransaction(0, "GIFT_REDEEM", 1)).toEqual({ ok: false, reason: "insufficient" });
  });

  it("refuses zero, negative and fractional quantities", () => {
    expect(applyStampTransaction(5, "RELOAD", 0).ok).toBe(false);
    expect(applyStampTransaction(5, "RELOAD", -1).ok).toBe(false);
    expect(applyStampTransaction(5, "RELOAD", 1.5).ok).toBe(false);
  });

  it("cancels move stamps the other way from their original", () => {
    for (const [cancel, original] of Object.entries(CANCELS)) {
      expect(STAMP_DIRECTION[cancel as keyof typeof STAMP_DIRECTION]).toBe(-STAMP_DIRECTION[original]);
    }
  });
});
