import { and, count, desc, eq, sql } from "drizzle-orm";
import type { Queryable } from "../../app/query";
import { members } from "../members";
import { prepaidTransactions } from "./prepaid.table";

export async function findBalance(db: Queryable, mberNo: string): Promise<number | null> {
  const [row] = await db.select({ balance: members.prepaidBalance }).from(members).where(eq(members.mberNo, mberNo));
  return row?.balance ?? null;
}

/** The balance under the member's row lock (what balance moves lock too). */
export async function lockBalance(db: Queryable, mberNo: string): Promise<number | null> {
  const [row] = await db
    .select({ balance: members.prepaidBalance })
    .from(members)
    .where(eq(members.mberNo, mberNo))
    .for("update");
  return row?.balance ?? null;
}

/**
 * Moves the balance by `delta` in one conditional UPDATE: it never goes below zero and, when adding,
 * never above `max`. Null when the condition fails. The row lock orders concurrent moves.
 */
export async function moveBalance(db: Queryable, mberNo: string, delta: number, max: number): Promise<number | null> {
  const [row] = await db
    .update(members)
    .set({ prepaidBalance: sql`${members.prepaidBalance} + ${delta}` })
    .where(
      and(
        eq(members.mberNo, mberNo),
        sql`${members.prepaidBalance} + ${delta} >= 0`,
        delta > 0 ? sql`${members.prepaidBalance} + ${delta} <= ${max}` : sql`true`,
      ),
    )
    .returning({ balance: members.prepaidBalance });
  return row?.balance ?? null;
}

export async function insertTransaction(db: Queryable, row: typeof prepaidTransactions.$inferInsert) {
  const [inserted] = await db.insert(prepaidTransactions).values(row).returning();
  return inserted!;
}

export async function pageTransactions(db: Queryable, mberNo: string, limit: number, offset: number) {
  const [total] = await db
    .select({ n: count() })
    .from(prepaidTransactions)
    .where(eq(prepaidTransactions.mberNo, mberNo));
  const rows = await db
    .select()
    .from(prepaidTransactions)
    .where(eq(prepaidTransactions.mberNo, mberNo))
    .orderBy(desc(prepaidTransactions.prepaidTxNo))
    .limit(limit)
    .offset(offset);
  return { total: total?.n ?? 0, rows };
}

export async function ledgerSum(db: Queryable, mberNo: string): Promise<number> {
  const [row] = await db
    .select({ sum: sql<string>`coalesce(sum(${prepaidTransactions.amount}), 0)` })
    .from(prepaidTransactions)
    .where(eq(prepaidTransactions.mberNo, mberNo));
  return Number(row?.sum ?? 0);
}
