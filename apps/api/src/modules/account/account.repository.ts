import { and, asc, eq, isNull, ne, sql } from "drizzle-orm";
import { isUniqueViolation } from "../../app/http/db-errors";
import type { Queryable } from "../../app/query";
import { members, pushTokens } from "../members";
import { employees, memberConsents, memberProfiles, memberQuits } from "./account.table";

export type MemberRow = typeof members.$inferSelect;
export const ACTIVE_STATUS = "01";
export const QUIT_STATUS = "09";

export async function findMember(db: Queryable, mberNo: string, forUpdate = false): Promise<MemberRow | null> {
  const q = db.select().from(members).where(eq(members.mberNo, mberNo));
  const [row] = forUpdate ? await q.for("update") : await q;
  return row ?? null;
}

export async function findCiNo(db: Queryable, mberNo: string): Promise<string | null> {
  const [row] = await db
    .select({ ciNo: memberProfiles.ciNo })
    .from(memberProfiles)
    .where(eq(memberProfiles.mberNo, mberNo));
  return row?.ciNo ?? null;
}

/** The birthday's calendar and lunar date (a member without a profile row: solar). */
export async function findBirthdayCalendar(db: Queryable, mberNo: string) {
  const [row] = await db
    .select({ srdSeCode: memberProfiles.srdSeCode, rlBirthday: memberProfiles.rlBirthday })
    .from(memberProfiles)
    .where(eq(memberProfiles.mberNo, mberNo));
  return {
    srdSeCode: row?.srdSeCode === "02" ? ("02" as const) : ("01" as const),
    rlBirthday: row?.rlBirthday ?? null,
  };
}

/** Sets the birthday's calendar, creating the profile row of a member who has none. */
export async function setBirthdayCalendar(db: Queryable, mberNo: string, srdSeCode: string, rlBirthday: string | null) {
  await db
    .insert(memberProfiles)
    .values({ mberNo, srdSeCode, rlBirthday })
    .onConflictDoUpdate({ target: memberProfiles.mberNo, set: { srdSeCode, rlBirthday } });
}

/** The active member linked to a certified person key. */
export async function findActiveByCi(db: Queryable, ciNo: string): Promise<MemberRow | null> {
  const [row] = await db
    .select({ member: members })
    .from(memberProfiles)
    .innerJoin(members, eq(members.mberNo, memberProfiles.mberNo))
    .where(and(eq(memberProfiles.ciNo, ciNo), eq(members.mberSttusSeCode, ACTIVE_STATUS)));
  return row?.member ?? null;
}

/** Active members never linked to a person key (joined before certification), by name and birthday. */
export async function findUnlinkedByPerson(db: Queryable, korMberNm: string, birthday: string): Promise<MemberRow[]> {
  return db
    .select({ member: members })
    .from(members)
    .leftJoin(memberProfiles, eq(memberProfiles.mberNo, members.mberNo))
    .where(
      and(
        eq(members.korMberNm, korMberNm),
        eq(members.birthday, birthday),
        eq(members.mberSttusSeCode, ACTIVE_STATUS),
        isNull(memberProfiles.ciNo),
      ),
    )
    .then((rows) => rows.map((r) => r.member));
}

/**
 * Links the person key to the member. False when another member holds it (two certifications of one
 * person racing): the insert runs in a savepoint, so the caller's transaction goes on.
 */
export async function linkCiNo(db: Queryable, mberNo: string, ciNo: string | null): Promise<boolean> {
  try {
    await db.transaction(async (sp) => {
      await sp
        .insert(memberProfiles)
        .values({ mberNo, ciNo })
        .onConflictDoUpdate({ target: memberProfiles.mberNo, set: { ciNo } });
    });
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

export async function updateMember(db: Queryable, mberNo: string, set: Partial<typeof members.$inferInsert>) {
  await db.update(members).set(set).where(eq(members.mberNo, mberNo));
}

export async function isTakenByOther(
  db: Queryable,
  field: "email" | "nickName" | "empNo",
  value: string,
  mberNo: string,
) {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(members)
    .where(and(eq(members[field], value), ne(members.mberNo, mberNo)))
    .limit(1);
  return Boolean(row);
}

export async function findEmployee(db: Queryable, empNo: string) {
  const [row] = await db.select().from(employees).where(eq(employees.empNo, empNo));
  return row ?? null;
}

export async function listConsents(db: Queryable, mberNo: string) {
  return db
    .select()
    .from(memberConsents)
    .where(eq(memberConsents.mberNo, mberNo))
    .orderBy(asc(memberConsents.agreRecptnTyCode));
}

export async function upsertConsent(db: Queryable, row: typeof memberConsents.$inferInsert) {
  await db
    .insert(memberConsents)
    .values(row)
    .onConflictDoUpdate({
      target: [memberConsents.mberNo, memberConsents.agreRecptnTyCode],
      set: { recptnAtSeCode: row.recptnAtSeCode, agreDe: row.agreDe },
    });
}

export async function insertQuit(db: Queryable, row: typeof memberQuits.$inferInsert) {
  await db.insert(memberQuits).values(row);
}

export async function deletePushTokens(db: Queryable, mberNo: string) {
  await db.delete(pushTokens).where(eq(pushTokens.mberNo, mberNo));
}

/** A quit member's join details: person key, lunar birthday and extra numbers removed. */
export async function clearProfile(db: Queryable, mberNo: string) {
  await db
    .update(memberProfiles)
    .set({ ciNo: null, rlBirthday: null, extraTels: [] })
    .where(eq(memberProfiles.mberNo, mberNo));
}

export async function deleteConsents(db: Queryable, mberNo: string) {
  await db.delete(memberConsents).where(eq(memberConsents.mberNo, mberNo));
}
