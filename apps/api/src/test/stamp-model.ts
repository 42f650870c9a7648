import { STAMP_TRANSACTION_TYPES, type StampTransactionType } from "@cellar/contracts";
import { expect } from "vitest";
import { AppError } from "../app/http/errors";
import type { Db } from "../app/query";
import { recordStampTransaction } from "../modules/stamps";
import * as repo from "../modules/stamps/stamps.repository";
import { applyStampTransaction, CANCELS } from "../modules/stamps/stamps.rules";

/** A small deterministic generator so a failure can be replayed from its seed. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/**
 * Model-based check: random sequences of the eleven stamp transaction types against one member,
 * compared step by step with the pure rule. Shared by the PGlite and PostgreSQL suites.
 */
export async function checkStampModel(db: Db, mberNo: string, seeds: number[]) {
  for (const seed of seeds) {
    const random = rng(seed);
    let model = await repo.findBalance(db, mberNo);
    const originals: { stampTxNo: number; type: StampTransactionType; qty: number; cancelled: boolean }[] = [];
    for (let step = 0; step < 60; step++) {
      const type = STAMP_TRANSACTION_TYPES[Math.floor(random() * STAMP_TRANSACTION_TYPES.length)]!;
      const target = CANCELS[type];
      const candidates = target ? originals.filter((o) => o.type === target) : [];
      const ref = candidates.length > 0 ? candidates[Math.floor(random() * candidates.length)] : undefined;
      const qty = ref ? ref.qty : 1 + Math.floor(random() * 6);
      let expected = applyStampTransaction(model, type, qty);
      if (target && (!ref || ref.cancelled)) expected = { ok: false, reason: "invalidQuantity" };
      try {
        const row = await recordStampTransaction(db, {
          mberNo,
          type,
          quantity: qty,
          ...(ref ? { refStampTxNo: ref.stampTxNo } : {}),
        });
        expect(expected.ok, `seed ${seed} step ${step} ${type} accepted`).toBe(true);
        model += row.quantity;
        expect(row.balanceAfter).toBe(model);
        if (ref) ref.cancelled = true;
        if (["RELOAD", "REDEEM", "ENFORCE_RELOAD"].includes(type)) {
          originals.push({ stampTxNo: row.stampTxNo, type, qty, cancelled: false });
        }
      } catch (error) {
        expect(error, `seed ${seed} step ${step} ${type}`).toBeInstanceOf(AppError);
        expect(expected.ok, `seed ${seed} step ${step} ${type} refused`).toBe(false);
      }
      expect(model).toBeGreaterThanOrEqual(0);
      expect(await repo.findBalance(db, mberNo)).toBe(model);
    }
    expect(await repo.ledgerSum(db, mberNo)).toBe(model);
  }
}
