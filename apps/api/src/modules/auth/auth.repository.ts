import { and, eq, isNull, sql } from "drizzle-orm";
import type { Queryable } from "../../app/query";
import { members } from "../members";
import { loginRateLimits, refreshTokens, sessions } from "./auth.table";
import { forgetMemberSessions, forgetSession } from "./session-cache";

const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;

export async function findCredentials(db: Queryable, loginId: string) {
  const [row] = await db
    .select({ mberNo: members.mberNo, passwordHash: members.passwordHash, status: members.mberSttusSeCode })
    .from(members)
    .where(eq(sql`lower(${members.loginId})`, loginId.toLowerCase()));
  return row ?? null;
}

/** Locks the member row so concurrent logins of one member open their sessions one after another. */
export async function lockMember(db: Queryable, mberNo: string): Promise<void> {
  await db.select({ mberNo: members.mberNo }).from(members).where(eq(members.mberNo, mberNo)).for("update");
}

/**
 * Every session revocation goes through here or `revokeSession` (login, join, quit, password change,
 * logout, refresh-token reuse), so the session cache forgets and fences it before and after the
 * write; the fence also covers the commit of a surrounding transaction (decision 350).
 */
export async function revokeActiveSessions(db: Queryable, mberNo: string, reason: string, now: Date) {
  forgetMemberSessions(mberNo);
  await db
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(sessions.mberNo, mberNo), isNull(sessions.revokedAt)));
  forgetMemberSessions(mberNo);
}

export async function insertSession(db: Queryable, row: typeof sessions.$inferInsert) {
  await db.insert(sessions).values(row);
}

export async function findSession(db: Queryable, id: string, forUpdate = false) {
  const query = db.select().from(sessions).where(eq(sessions.id, id));
  const [row] = forUpdate ? await query.for("update") : await query;
  return row ?? null;
}

export async function revokeSession(db: Queryable, id: string, reason: string, now: Date) {
  forgetSession(id);
  await db
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
  forgetSession(id);
}

export async function insertRefreshToken(db: Queryable, row: typeof refreshTokens.$inferInsert) {
  await db.insert(refreshTokens).values(row);
}

/** Marks an unused refresh token used; exactly one concurrent caller gets the row back. */
export async function consumeRefreshToken(db: Queryable, tokenHash: string, now: Date) {
  const [row] = await db
    .update(refreshTokens)
    .set({ usedAt: now })
    .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.usedAt)))
    .returning({ sessionId: refreshTokens.sessionId, expiresAt: refreshTokens.expiresAt });
  return row ?? null;
}

export async function findRefreshToken(db: Queryable, tokenHash: string) {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
  return row ?? null;
}

/**
 * Counts one attempt in a fixed window, atomically (one upsert), and returns the count including
 * this attempt and when the window started.
 */
export async function countAttempt(db: Queryable, key: string, now: Date, windowMs: number) {
  const cutoff = new Date(now.getTime() - windowMs);
  const expired = sql`${loginRateLimits.windowStart} <= ${ts(cutoff)}`;
  const [row] = await db
    .insert(loginRateLimits)
    .values({ key, windowStart: now, count: 1 })
    .onConflictDoUpdate({
      target: loginRateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${loginRateLimits.count} + 1 end`,
        windowStart: sql`case when ${expired} then ${ts(now)} else ${loginRateLimits.windowStart} end`,
      },
    })
    .returning({ count: loginRateLimits.count, windowStart: loginRateLimits.windowStart });
  if (!row) throw new Error("rate limit counter not returned");
  return row;
}

/** Gives back the place an attempt took (a successful sign-in is not a failure). */
export async function uncountAttempt(db: Queryable, key: string) {
  await db
    .update(loginRateLimits)
    .set({ count: sql`greatest(${loginRateLimits.count} - 1, 0)` })
    .where(eq(loginRateLimits.key, key));
}

/**
 * Locks the failure counter of one login id for the rest of the transaction, creating it when
 * missing: attempts for one id are evaluated one at a time, so concurrent guesses cannot outrun it.
 * A window that has run out reads as zero failures.
 */
export async function lockFailures(tx: Queryable, key: string, now: Date, windowMs: number) {
  await tx.insert(loginRateLimits).values({ key, windowStart: now, count: 0 }).onConflictDoNothing();
  const [row] = await tx.select().from(loginRateLimits).where(eq(loginRateLimits.key, key)).for("update");
  if (!row) throw new Error("rate limit counter not found");
  if (row.windowStart.getTime() <= now.getTime() - windowMs) return { count: 0, windowStart: now };
  return { count: row.count, windowStart: row.windowStart };
}

export async function saveFailures(tx: Queryable, key: string, count: number, windowStart: Date) {
  await tx.update(loginRateLimits).set({ count, windowStart }).where(eq(loginRateLimits.key, key));
}

export async function clearAttempts(db: Queryable, key: string) {
  await db.delete(loginRateLimits).where(eq(loginRateLimits.key, key));
}
