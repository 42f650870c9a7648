import { and, desc, eq, gte, lte } from "drizzle-orm";
import type { Queryable } from "../../app/db";
import { members } from "../members/members.table";
import { paidMemberships } from "./paid-membership.table";

export type PaidPeriodRow = typeof paidMemberships.$inferSelect;

/** Locks the member's row: the periods of one member are granted one at a time. */
export async function lockMember(db: Queryable, mberNo: string) {
  await db.select({ mberNo: members.mberNo }).from(members).where(eq(members.mberNo, mberNo)).for("update");
}

/** The period covering `today` (YYYY-MM-DD), if any. */
export async function findCurrentPeriod(db: Queryable, mberNo: string, today: string) {
  const [row] = await db
    .select()
    .from(paidMemberships)
    .where(
      and(
        eq(paidMemberships.mberNo, mberNo),
        lte(paidMemberships.startDate, today),
        gte(paidMemberships.endDate, today),
      ),
    )
    .orderBy(desc(paidMemberships.endDate))
    .limit(1);
  return row ?? null;
}

/** The period ending last (a renewal bought ahead ends after the current one). */
export async function findLatestPeriod(db: Queryable, mberNo: string) {
  const [row] = await db
    .select()
    .from(paidMemberships)
    .where(eq(paidMemberships.mberNo, mberNo))
    .orderBy(desc(paidMemberships.endDate))
    .limit(1);
  return row ?? null;
}

export async function insertPeriod(
  db: Queryable,
  row: { mberNo: string; startDate: string; endDate: string; fee: number; orderNo: string | null },
) {
  await db.insert(paidMemberships).values(row);
}

/** Keeps the member's paid flag (pchrgMberYnCode, read by login info and grade info) in step. */
export async function setPaidFlag(db: Queryable, mberNo: string, paid: boolean) {
  await db
    .update(members)
    .set({ pchrgMberYnCode: paid ? 1 : 0 })
    .where(eq(members.mberNo, mberNo));
}

export async function findPaidFlag(db: Queryable, mberNo: string): Promise<number | null> {
  const [row] = await db.select({ flag: members.pchrgMberYnCode }).from(members).where(eq(members.mberNo, mberNo));
  return row?.flag ?? null;
}
