import type { StampTransactionType } from "@cellar/contracts";
import { and, count, desc, eq, like, sql } from "drizzle-orm";
import type { Queryable } from "../../app/query";
import { stampBalances, stampTransactions } from "./stamps.table";

export type StampTxRow = typeof stampTransactions.$inferSelect;

export async function findBalance(db: Queryable, mberNo: string): Promise<number> {
  const [row] = await db.select().from(stampBalances).where(eq(stampBalances.mberNo, mberNo));
  return row?.balance ?? 0;
}

export async function ensureBalanceRow(db: Queryable, mberNo: string) {
  await db.insert(stampBalances).values({ mberNo, balance: 0 }).onConflictDoNothing();
}

/**
 * Moves the balance by `delta` only while it stays at or above zero; the row lock this takes keeps
 * concurrent transactions of one member in line. Null when the balance would go negative.
 */
export async function moveBalance(db: Queryable, mberNo: string, delta: number): Promise<number | null> {
  const [row] = await db
    .update(stampBalances)
    .set({ balance: sql`${stampBalances.balance} + ${delta}` })
    .where(and(eq(stampBalances.mberNo, mberNo), sql`${stampBalances.balance} + ${delta} >= 0`))
    .returning({ balance: stampBalances.balance });
  return row?.balance ?? null;
}

export async function insertTransaction(
  db: Queryable,
  row: {
    mberNo: string;
    type: StampTransactionType;
    quantity: number;
    balanceAfter: number;
    refStampTxNo: number | null;
    memo: string | null;
    createdAt?: Date;
  },
): Promise<StampTxRow> {
  const [inserted] = await db.insert(stampTransactions).values(row).returning();
  return inserted!;
}

export async function findTransaction(db: Queryable, mberNo: string, stampTxNo: number) {
  const [row] = await db
    .select()
    .from(stampTransactions)
    .where(and(eq(stampTransactions.mberNo, mberNo), eq(stampTransactions.stampTxNo, stampTxNo)));
  return row ?? null;
}

export async function isCancelled(db: Queryable, stampTxNo: number): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(stampTransactions)
    .where(eq(stampTransactions.refStampTxNo, stampTxNo));
  return (row?.n ?? 0) > 0;
}

export async function pageTransactions(db: Queryable, mberNo: string, limit: number, offset: number) {
  const [total] = await db.select({ n: count() }).from(stampTransactions).where(eq(stampTransactions.mberNo, mberNo));
  const rows = await db
    .select()
    .from(stampTransactions)
    .where(eq(stampTransactions.mberNo, mberNo))
    .orderBy(desc(stampTransactions.stampTxNo))
    .limit(limit)
    .offset(offset);
  return { total: total?.n ?? 0, rows };
}

/** The ledger sum, for checks that the balance never drifted from it. */
export async function ledgerSum(db: Queryable, mberNo: string): Promise<number> {
  const [row] = await db
    .select({ sum: sql<string>`coalesce(sum(${stampTransactions.quantity}), 0)` })
    .from(stampTransactions)
    .where(eq(stampTransactions.mberNo, mberNo));
  return Number(row?.sum ?? 0);
}

/** Stamps earned before the first day of next month minus what was already taken (simplified FIFO). */
export async function expiringThisMonth(db: Queryable, mberNo: string): Promise<number> {
  const [row] = await db
    .select({
      earned: sql<string>`coalesce(sum(${stampTransactions.quantity}) filter (where ${stampTransactions.quantity} > 0
        and ${stampTransactions.createdAt} < date_trunc('month', now() at time zone 'Asia/Seoul') - interval '11 months'), 0)`,
      taken: sql<string>`coalesce(-sum(${stampTransactions.quantity}) filter (where ${stampTransactions.quantity} < 0), 0)`,
    })
    .from(stampTransactions)
    .where(eq(stampTransactions.mberNo, mberNo));
  return Math.max(0, Number(row?.earned ?? 0) - Number(row?.taken ?? 0));
}

/** The member's first transaction whose memo matches `memo` (a LIKE pattern), or null. */
export async function findStampTransactionByMemo(
  db: Queryable,
  mberNo: string,
  memo: string,
): Promise<StampTxRow | null> {
  const [row] = await db
    .select()
    .from(stampTransactions)
    .where(and(eq(stampTransactions.mberNo, mberNo), like(stampTransactions.memo, memo)));
  return row ?? null;
}
