import { and, asc, desc, eq, lte, sql } from "drizzle-orm";
import type { Queryable } from "../../app/query";
import { memberConsents, memberProfiles } from "../account";
import { grades, members } from "../members";
import { memberAgreements, terms } from "./join.table";

export type TermRow = typeof terms.$inferSelect;

/** Newest first: the later date, then the higher version number (1.10 after 1.9). */
const newestFirst = [desc(terms.effectiveDe), sql`string_to_array(${terms.ver}, '.')::int[] desc`];

/**
 * Every version in effect on `today` of one document, or of every document agreed to at `agreeAt`
 * (every document when null), by display order and newest first (callers keep the first of each).
 */
export async function listTermsInEffect(
  db: Queryable,
  today: string,
  stplatRegNo?: string,
  agreeAt: "JOIN" | "ORDER" | null = "JOIN",
): Promise<TermRow[]> {
  const where = and(
    lte(terms.effectiveDe, today),
    stplatRegNo ? eq(terms.stplatRegNo, stplatRegNo) : undefined,
    !stplatRegNo && agreeAt ? eq(terms.agreeAt, agreeAt) : undefined,
  );
  return db
    .select()
    .from(terms)
    .where(where)
    .orderBy(asc(terms.sortOrdr), asc(terms.stplatRegNo), ...newestFirst);
}

/** Every version of a document, in effect or not, newest first. */
export async function listTermVersions(db: Queryable, stplatRegNo: string): Promise<TermRow[]> {
  return db
    .select()
    .from(terms)
    .where(eq(terms.stplatRegNo, stplatRegNo))
    .orderBy(...newestFirst);
}

export async function nextTermsSortOrder(db: Queryable): Promise<number> {
  const [row] = await db.select({ n: sql<number>`coalesce(max(${terms.sortOrdr}), 0) + 1` }).from(terms);
  return Number(row?.n ?? 1);
}

export async function insertTerm(db: Queryable, values: typeof terms.$inferInsert): Promise<TermRow> {
  const [row] = await db.insert(terms).values(values).returning();
  return row!;
}

export async function findTerm(db: Queryable, stplatRegNo: string, ver: string): Promise<TermRow | null> {
  const [row] = await db
    .select()
    .from(terms)
    .where(and(eq(terms.stplatRegNo, stplatRegNo), eq(terms.ver, ver)));
  return row ?? null;
}

export async function isTaken(db: Queryable, field: "loginId" | "email" | "nickName", value: string) {
  const column = members[field];
  const [row] = await db.select({ one: sql<number>`1` }).from(members).where(eq(column, value)).limit(1);
  return Boolean(row);
}

export async function isPersonTaken(db: Queryable, ciNo: string) {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(memberProfiles)
    .where(eq(memberProfiles.ciNo, ciNo))
    .limit(1);
  return Boolean(row);
}

export async function lowestGrade(db: Queryable) {
  const [row] = await db.select().from(grades).orderBy(asc(grades.gradStartPoint)).limit(1);
  if (!row) throw new Error("no grades seeded");
  return row;
}

export async function insertMember(db: Queryable, row: typeof members.$inferInsert) {
  await db.insert(members).values(row);
}

export async function insertProfile(db: Queryable, row: typeof memberProfiles.$inferInsert) {
  await db.insert(memberProfiles).values(row);
}

export async function insertAgreements(db: Queryable, rows: (typeof memberAgreements.$inferInsert)[]) {
  if (rows.length > 0) await db.insert(memberAgreements).values(rows);
}

export async function insertConsents(db: Queryable, rows: (typeof memberConsents.$inferInsert)[]) {
  if (rows.length > 0) await db.insert(memberConsents).values(rows);
}
