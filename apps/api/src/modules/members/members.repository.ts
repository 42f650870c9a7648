import { asc, eq, gt } from "drizzle-orm";
import type { Queryable } from "../../app/query";
import { grades, members, pushTokens } from "./members.table";

export type MemberRow = typeof members.$inferSelect;
export type GradeRow = typeof grades.$inferSelect;

export async function findMemberWithGrade(db: Queryable, mberNo: string) {
  const [row] = await db
    .select({ member: members, grade: grades })
    .from(members)
    .innerJoin(grades, eq(grades.gradRegNo, members.gradRegNo))
    .where(eq(members.mberNo, mberNo));
  return row ?? null;
}

export async function listGrades(db: Queryable): Promise<GradeRow[]> {
  return db.select().from(grades).orderBy(asc(grades.sortOrdr));
}

/** The grade right above a start point, or null at the top. */
export async function findNextGrade(db: Queryable, startPoint: number): Promise<GradeRow | null> {
  const [row] = await db
    .select()
    .from(grades)
    .where(gt(grades.gradStartPoint, startPoint))
    .orderBy(asc(grades.gradStartPoint))
    .limit(1);
  return row ?? null;
}

/** A device token belongs to the member who registered it last. */
export async function upsertPushToken(db: Queryable, mberNo: string, pushToken: string, now: Date) {
  await db
    .insert(pushTokens)
    .values({ pushToken, mberNo, updatedAt: now })
    .onConflictDoUpdate({ target: pushTokens.pushToken, set: { mberNo, updatedAt: now } });
}
