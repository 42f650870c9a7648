import { and, desc, eq, gte, lte, sql } from "drizzle-orm";
import type { Queryable } from "../../app/query";
import { members } from "../members";
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

/**
 * Brings the stored flag in step with the periods in one statement (written only when it differs),
 * so a check racing a new year's grant never writes a stale flag back.
 */
export async function syncPaidFlag(db: Queryable, mberNo: string, today: string) {
  await db.execute(sql`update members m set pchrg_mber_yn_code = want.flag
    from (select case when exists (select 1 from paid_memberships p where p.mber_no = ${mberNo}
      and p.start_date <= ${today} and p.end_date >= ${today}) then 1 else 0 end as flag) want
    where m.mber_no = ${mberNo} and m.pchrg_mber_yn_code is distinct from want.flag`);
}
