import { and, asc, count, desc, eq, inArray, isNull, lt, lte, sql } from "drizzle-orm";
import type { Queryable } from "../../app/query";
import { grades, members } from "../members";
import { stores } from "../stores";
import { type DrawRecordLine, luckyDrawEntries, luckyDrawRuns, luckyDraws } from "./luckydraw.table";

export type DrawRow = typeof luckyDraws.$inferSelect;
export type EntryRow = typeof luckyDrawEntries.$inferSelect;

export async function insertDraw(db: Queryable, row: typeof luckyDraws.$inferInsert) {
  const rows = await db.insert(luckyDraws).values(row).onConflictDoNothing().returning();
  return rows[0] ?? null;
}

export async function findDraw(db: Queryable, luckyDrawCd: string, lock?: "share" | "update") {
  const q = db.select().from(luckyDraws).where(eq(luckyDraws.luckyDrawCd, luckyDrawCd));
  const [row] = lock ? await q.for(lock) : await q;
  return row ?? null;
}

/** Every draw, newest announcement first (the list filters by state; the chain runs a few at a time). */
export const allDraws = (db: Queryable) => db.select().from(luckyDraws).orderBy(desc(luckyDraws.announceAt));

export async function entryCounts(db: Queryable, cds: string[]): Promise<Map<string, number>> {
  if (!cds.length) return new Map();
  const rows = await db
    .select({ cd: luckyDrawEntries.luckyDrawCd, n: count() })
    .from(luckyDrawEntries)
    .where(inArray(luckyDrawEntries.luckyDrawCd, cds))
    .groupBy(luckyDrawEntries.luckyDrawCd);
  return new Map(rows.map((r) => [r.cd, r.n]));
}

export async function findEntry(db: Queryable, luckyDrawCd: string, mberNo: string, lock = false) {
  const q = db
    .select()
    .from(luckyDrawEntries)
    .where(and(eq(luckyDrawEntries.luckyDrawCd, luckyDrawCd), eq(luckyDrawEntries.mberNo, mberNo)));
  const [row] = lock ? await q.for("update") : await q;
  return row ?? null;
}

export async function findEntryByPayNo(db: Queryable, payNo: string, lock = false) {
  const q = db.select().from(luckyDrawEntries).where(eq(luckyDrawEntries.payNo, payNo));
  const [row] = lock ? await q.for("update") : await q;
  return row ?? null;
}

export const memberEntries = (db: Queryable, mberNo: string) =>
  db
    .select()
    .from(luckyDrawEntries)
    .where(eq(luckyDrawEntries.mberNo, mberNo))
    .orderBy(desc(luckyDrawEntries.appliedAt), desc(luckyDrawEntries.entryNo));

/** One entry per member per draw: a second insert hits the unique index and inserts nothing. */
export async function insertEntry(
  db: Queryable,
  row: { luckyDrawCd: string; mberNo: string; tnantCd: string; appliedAt: Date },
) {
  const rows = await db.insert(luckyDrawEntries).values(row).onConflictDoNothing().returning();
  return rows[0] ?? null;
}

export const storesOf = (db: Queryable, tnantCds: string[]) =>
  tnantCds.length
    ? db
        .select({ tnantCd: stores.tnantCd, name: stores.name, baseAddr: stores.baseAddr })
        .from(stores)
        .where(inArray(stores.tnantCd, tnantCds))
        .orderBy(asc(stores.name))
    : Promise.resolve([]);

export async function memberFacts(db: Queryable, mberNo: string) {
  const [row] = await db
    .select({ birthday: members.birthday, gradeStart: grades.gradStartPoint })
    .from(members)
    .innerJoin(grades, eq(grades.gradRegNo, members.gradRegNo))
    .where(eq(members.mberNo, mberNo));
  return row ?? null;
}

export async function findGrade(db: Queryable, gradRegNo: string) {
  const [row] = await db
    .select({ name: grades.gradNm, start: grades.gradStartPoint })
    .from(grades)
    .where(eq(grades.gradRegNo, gradRegNo));
  return row ?? null;
}

/**
 * Claims the one run of a draw whose announcement time has come: sets `drawn_at` only where it is
 * still null. Two runs at once: the second waits for the first's row lock, then finds it set.
 */
export async function claimDraw(db: Queryable, luckyDrawCd: string, now: Date) {
  const rows = await db
    .update(luckyDraws)
    .set({ drawnAt: now })
    .where(and(eq(luckyDraws.luckyDrawCd, luckyDrawCd), isNull(luckyDraws.drawnAt), lte(luckyDraws.announceAt, now)))
    .returning();
  return rows[0] ?? null;
}

export const appliedEntries = (db: Queryable, luckyDrawCd: string) =>
  db
    .select()
    .from(luckyDrawEntries)
    .where(and(eq(luckyDrawEntries.luckyDrawCd, luckyDrawCd), eq(luckyDrawEntries.result, "APPLIED")))
    .orderBy(asc(luckyDrawEntries.entryNo));

export async function updateEntry(db: Queryable, entryNo: number, set: Partial<typeof luckyDrawEntries.$inferInsert>) {
  await db.update(luckyDrawEntries).set(set).where(eq(luckyDrawEntries.entryNo, entryNo));
}

export async function insertRun(
  db: Queryable,
  row: {
    luckyDrawCd: string;
    ranAt: Date;
    entryCnt: number;
    winnerCnt: number;
    reserveCnt: number;
    result: DrawRecordLine[];
  },
) {
  await db.insert(luckyDrawRuns).values(row);
}

export async function findRun(db: Queryable, luckyDrawCd: string) {
  const [row] = await db.select().from(luckyDrawRuns).where(eq(luckyDrawRuns.luckyDrawCd, luckyDrawCd));
  return row ?? null;
}

export async function dueDrawCds(db: Queryable, now: Date) {
  const rows = await db
    .select({ cd: luckyDraws.luckyDrawCd })
    .from(luckyDraws)
    .where(and(isNull(luckyDraws.drawnAt), lte(luckyDraws.announceAt, now)));
  return rows.map((r) => r.cd);
}

/** Winners whose deadline has passed unpaid. */
export async function overdueWinners(db: Queryable, now: Date) {
  return db
    .select({ entryNo: luckyDrawEntries.entryNo })
    .from(luckyDrawEntries)
    .where(
      and(
        eq(luckyDrawEntries.result, "WINNER"),
        isNull(luckyDrawEntries.paidAt),
        lt(luckyDrawEntries.payDeadlineAt, now),
      ),
    );
}

export async function lockEntry(db: Queryable, entryNo: number) {
  const [row] = await db.select().from(luckyDrawEntries).where(eq(luckyDrawEntries.entryNo, entryNo)).for("update");
  return row ?? null;
}

/** The first reserve still waiting, locked (a lapse offers it the win). */
export async function nextReserve(db: Queryable, luckyDrawCd: string) {
  const [row] = await db
    .select()
    .from(luckyDrawEntries)
    .where(and(eq(luckyDrawEntries.luckyDrawCd, luckyDrawCd), eq(luckyDrawEntries.result, "RESERVE")))
    .orderBy(asc(luckyDrawEntries.reserveNo))
    .limit(1)
    .for("update");
  return row ?? null;
}

/** Claims the next payment attempt number of an entry (under its row lock). */
export async function setPayAttempt(db: Queryable, entryNo: number, payNo: string) {
  await db
    .update(luckyDrawEntries)
    .set({ payNo, payAttempts: sql`${luckyDrawEntries.payAttempts} + 1` })
    .where(eq(luckyDrawEntries.entryNo, entryNo));
}

/** The store draws early: the entry window ends and the announcement is now. */
export async function closeEntriesNow(db: Queryable, luckyDrawCd: string, now: Date) {
  await db
    .update(luckyDraws)
    .set({ entryEndAt: sql`least(${luckyDraws.entryEndAt}, ${now})`, announceAt: now })
    .where(and(eq(luckyDraws.luckyDrawCd, luckyDrawCd), isNull(luckyDraws.drawnAt)));
}
