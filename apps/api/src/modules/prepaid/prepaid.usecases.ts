import { PREPAID_CHARGE, type PrepaidChargeRequest, type PrepaidHistory } from "@cellar/contracts";
import type { Fulfilment, PaymentsDeps } from "../../adapters/payment/payments.usecases";
import { holdForConfirm, openPaymentsAmount, startPayment } from "../../adapters/payment/payments.usecases";
import { AppError } from "../../app/http/errors";
import type { Queryable } from "../../app/query";
import type * as PrepaidRepository from "./prepaid.repository";

/** What the use-cases work with: the module's repository (routes build it once). */
export type PrepaidDeps = { repo: typeof PrepaidRepository };

/** The largest balance the integer column holds. */
const INT4_MAX = 2_147_483_647;

type Entry = { mberNo: string; amount: number; description: string; orderNo: string | null; createdAt?: Date };

/** Runs `work` in a transaction (a savepoint when `db` already is one). */
const inTx = <T>(db: Queryable, work: (tx: Queryable) => Promise<T>): Promise<T> =>
  (db as { transaction: (w: (tx: Queryable) => Promise<T>) => Promise<T> }).transaction(work);

/**
 * Takes `amount` won from the balance and writes the ledger, or refuses (PRPD0001) when the balance
 * is short: the only way money leaves a prepaid balance.
 */
export async function debitPrepaid(deps: PrepaidDeps, db: Queryable, entry: Entry) {
  if (!Number.isInteger(entry.amount) || entry.amount <= 0)
    throw new AppError("validation", "amount: must be positive");
  return inTx(db, async (tx) => {
    const balanceAfter = await deps.repo.moveBalance(tx, entry.mberNo, -entry.amount, PREPAID_CHARGE.maxBalance);
    if (balanceAfter === null) throw new AppError("prepaidInsufficient");
    return deps.repo.insertTransaction(tx, { ...entry, type: "USE", amount: -entry.amount, balanceAfter });
  });
}

/** Adds `amount` won (a confirmed top-up, or a refund of a use) and writes the ledger. */
export async function creditPrepaid(
  deps: PrepaidDeps,
  db: Queryable,
  entry: Entry & { type: "CHARGE" | "REFUND" },
  max: number = PREPAID_CHARGE.maxBalance,
) {
  return inTx(db, async (tx) => {
    const balanceAfter = await deps.repo.moveBalance(tx, entry.mberNo, entry.amount, max);
    if (balanceAfter === null) throw new AppError("prepaidLimitExceeded");
    return deps.repo.insertTransaction(tx, { ...entry, balanceAfter });
  });
}

/**
 * Whether a top-up of `amount` keeps the balance, with the member's other open top-ups, within the
 * ceiling. The member's row lock makes starts and confirms of one member take turns (decision 370).
 */
async function assertRoomFor(
  deps: PrepaidDeps,
  tx: Queryable,
  mberNo: string,
  amount: number,
  openOthers: () => Promise<number>,
) {
  const balance = (await deps.repo.lockBalance(tx, mberNo)) ?? 0;
  if (balance + (await openOthers()) + amount > PREPAID_CHARGE.maxBalance) {
    throw new AppError("prepaidLimitExceeded");
  }
}

/**
 * Starts a top-up through the payment page; the balance moves when the payment is confirmed. Open
 * top-ups count against the ceiling, so three of 1,000,000 won cannot be started on an empty balance.
 */
export async function startPrepaidCharge(
  deps: PrepaidDeps,
  payments: PaymentsDeps,
  mberNo: string,
  req: PrepaidChargeRequest,
) {
  return startPayment(payments, {
    mberNo,
    purpose: "PREPAID_CHARGE",
    orderName: `선불금 충전 ${req.amount.toLocaleString("ko-KR")}원`,
    amount: req.amount,
    returnPath: req.returnPath,
    admit: (tx, now) =>
      assertRoomFor(deps, tx, mberNo, req.amount, () => openPaymentsAmount(tx, mberNo, "PREPAID_CHARGE", now)),
  });
}

/**
 * Before the provider captures a top-up: refused (and voided) when it would now pass the ceiling,
 * e.g. a top-up confirmed after its hold ran out while others were started.
 */
export const admitPrepaidCharge =
  (deps: PrepaidDeps): Fulfilment =>
  (tx, payment, now) =>
    assertRoomFor(deps, tx, payment.mberNo, payment.amount, () => holdForConfirm(tx, payment, now));

/** Credits a confirmed top-up. Its admission checked the ceiling; money already charged is never refused. */
export const fulfilPrepaidCharge =
  (deps: PrepaidDeps): Fulfilment =>
  async (tx, payment, now) => {
    await creditPrepaid(
      deps,
      tx,
      {
        mberNo: payment.mberNo,
        type: "CHARGE",
        amount: payment.amount,
        description: "선불금 충전",
        orderNo: payment.orderNo,
        createdAt: now,
      },
      INT4_MAX,
    );
  };

export async function prepaidBalance(deps: PrepaidDeps, db: Queryable, mberNo: string) {
  return { balance: (await deps.repo.findBalance(db, mberNo)) ?? 0 };
}

export async function prepaidHistory(
  deps: PrepaidDeps,
  db: Queryable,
  mberNo: string,
  pageNo: number,
  pageSize: number,
): Promise<PrepaidHistory> {
  const { total, rows } = await deps.repo.pageTransactions(db, mberNo, pageSize, (pageNo - 1) * pageSize);
  return {
    pageNo,
    pageSize,
    totalCnt: total,
    totalPages: Math.ceil(total / pageSize),
    list: rows.map((r) => ({
      prepaidTxNo: r.prepaidTxNo,
      type: r.type as "CHARGE" | "USE" | "REFUND",
      amount: r.amount,
      balanceAfter: r.balanceAfter,
      description: r.description,
      createdAt: r.createdAt.toISOString(),
    })),
  };
}
