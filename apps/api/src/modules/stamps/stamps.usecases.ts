import type { StampCard, StampHistory, StampTransactionType } from "@cellar/contracts";
import { isUniqueViolation } from "../../app/http/db-errors";
import { AppError } from "../../app/http/errors";
import type { Db, Queryable } from "../../app/query";
import { seoulEndOfMonth } from "../../app/seoul-date";
import type * as StampsRepository from "./stamps.repository";
import { CANCELS, STAMP_RULE, stampDelta } from "./stamps.rules";

/** What the use-cases work with: the module's repository (routes build it once). */
export type StampsDeps = { repo: typeof StampsRepository };

export type StampInput = {
  mberNo: string;
  type: StampTransactionType;
  /** Positive count; ignored for cancels, which take their original's count. */
  quantity: number;
  refStampTxNo?: number | null;
  memo?: string | null;
  createdAt?: Date;
};

/**
 * Records one stamp transaction in the ledger and moves the balance with it, in one database
 * transaction: the balance never goes below zero and always equals the ledger sum. A void or
 * reversal must point at an original of the matching type and can apply once.
 */
export async function recordStampTransaction(deps: StampsDeps, db: Db, input: StampInput) {
  try {
    return await db.transaction(async (tx) => recordInTx(deps, tx, input));
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("stampAlreadyCancelled");
    throw error;
  }
}

/** The same inside a transaction the caller already holds. */
export async function recordInTx(deps: StampsDeps, tx: Queryable, input: StampInput) {
  let quantity = input.quantity;
  const expectedOriginal = CANCELS[input.type];
  if (expectedOriginal) {
    const original = input.refStampTxNo ? await deps.repo.findTransaction(tx, input.mberNo, input.refStampTxNo) : null;
    if (!original || original.type !== expectedOriginal) throw new AppError("notFound");
    if (await deps.repo.isCancelled(tx, original.stampTxNo)) throw new AppError("stampAlreadyCancelled");
    quantity = Math.abs(original.quantity);
  } else if (input.refStampTxNo) {
    throw new AppError("validation", "refStampTxNo: only voids and reversals refer to a transaction");
  }
  const delta = stampDelta(input.type, quantity);
  if (delta === null) throw new AppError("validation", "quantity: must be a positive whole number");
  await deps.repo.ensureBalanceRow(tx, input.mberNo);
  // The same rule as applyStampTransaction, enforced by the database under concurrency.
  const balanceAfter = await deps.repo.moveBalance(tx, input.mberNo, delta);
  if (balanceAfter === null) throw new AppError("stampInsufficient");
  return deps.repo.insertTransaction(tx, {
    mberNo: input.mberNo,
    type: input.type,
    quantity: delta,
    balanceAfter,
    refStampTxNo: expectedOriginal ? (input.refStampTxNo ?? null) : null,
    memo: input.memo ?? null,
    ...(input.createdAt ? { createdAt: input.createdAt } : {}),
  });
}

export async function stampCard(deps: StampsDeps, db: Db, mberNo: string, now: Date): Promise<StampCard> {
  const balance = await deps.repo.findBalance(db, mberNo);
  const expiring = Math.min(balance, await deps.repo.expiringThisMonth(db, mberNo));
  return {
    stampRuleId: STAMP_RULE.stampRuleId,
    balance,
    stampsPerReward: STAMP_RULE.stampsPerReward,
    rewardProgress: balance % STAMP_RULE.stampsPerReward,
    rewardsAvailable: Math.floor(balance / STAMP_RULE.stampsPerReward),
    expiringCount: expiring,
    expiringDate: expiring > 0 ? seoulEndOfMonth(now) : null,
  };
}

export async function stampHistory(
  deps: StampsDeps,
  db: Db,
  mberNo: string,
  pageNo: number,
  pageSize: number,
): Promise<StampHistory> {
  const { total, rows } = await deps.repo.pageTransactions(db, mberNo, pageSize, (pageNo - 1) * pageSize);
  return {
    pageNo,
    pageSize,
    totalCnt: total,
    totalPages: Math.ceil(total / pageSize),
    list: rows.map((r) => ({
      stampTxNo: r.stampTxNo,
      type: r.type as StampTransactionType,
      quantity: r.quantity,
      balanceAfter: r.balanceAfter,
      refStampTxNo: r.refStampTxNo,
      memo: r.memo,
      createdAt: r.createdAt.toISOString(),
    })),
  };
}
