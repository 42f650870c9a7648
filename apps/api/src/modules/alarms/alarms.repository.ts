import { and, count, desc, eq, isNull } from "drizzle-orm";
import type { Queryable } from "../../app/query";
import { pushTokens } from "../members";
import { alarms } from "./alarms.table";

export async function countUnread(db: Queryable, mberNo: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(alarms)
    .where(and(eq(alarms.mberNo, mberNo), isNull(alarms.readAt)));
  return row?.n ?? 0;
}

export async function pageAlarms(db: Queryable, mberNo: string, limit: number, offset: number) {
  const [total] = await db.select({ n: count() }).from(alarms).where(eq(alarms.mberNo, mberNo));
  const rows = await db
    .select()
    .from(alarms)
    .where(eq(alarms.mberNo, mberNo))
    .orderBy(desc(alarms.createdAt), desc(alarms.id))
    .limit(limit)
    .offset(offset);
  return { total: total?.n ?? 0, rows };
}

/** Marks unread alarms read (one when `id` is given); answers how many rows it found. */
export async function markRead(db: Queryable, mberNo: string, now: Date, id?: number): Promise<number> {
  const rows = await db
    .update(alarms)
    .set({ readAt: now })
    .where(and(eq(alarms.mberNo, mberNo), isNull(alarms.readAt), id === undefined ? undefined : eq(alarms.id, id)))
    .returning({ id: alarms.id });
  return rows.length;
}

export async function alarmExists(db: Queryable, mberNo: string, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: alarms.id })
    .from(alarms)
    .where(and(eq(alarms.mberNo, mberNo), eq(alarms.id, id)));
  return row !== undefined;
}

export type NewAlarm = { mberNo: string; title: string; body: string; link?: string | null };

/**
 * Puts an alarm in the member's `/alert` list (decision 391), in the caller's transaction so it
 * commits with what it announces; the push goes out after the commit (`pushToMember`).
 */
export async function createAlarm(db: Queryable, alarm: NewAlarm, now: Date): Promise<number> {
  const [row] = await db
    .insert(alarms)
    .values({ mberNo: alarm.mberNo, title: alarm.title, body: alarm.body, link: alarm.link ?? null, createdAt: now })
    .returning({ id: alarms.id });
  return row!.id;
}

/** The devices the member registered for pushes (refreshPushToken). */
export async function findPushTokens(db: Queryable, mberNo: string) {
  return db.select({ pushToken: pushTokens.pushToken }).from(pushTokens).where(eq(pushTokens.mberNo, mberNo));
}
