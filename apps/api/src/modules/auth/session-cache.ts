import { FencedCache } from "../../app/fenced-cache";

/**
 * The session check of member calls, cached in the process (docs/decisions/350): the member and
 * whether the session is revoked, by session id, for 5 seconds. Every revocation in this process
 * (login or join replacing the session, logout, refresh-token reuse, quit, password change) goes
 * through `auth.repository`, which forgets and fences the session or the member's sessions here, so
 * the older token's next call reads the database and answers SYS9996 at once. A revocation made by
 * another process shows within the TTL. A revoked session never becomes valid again, so that
 * answer is kept as long as any other.
 */
export type SessionState = { mberNo: string; revoked: boolean };

export const SESSION_CACHE_TTL_MS = 5_000;
const MAX_SESSIONS = 20_000;

/** One per process: session ids are random UUIDs, unique across databases (tests open several). */
export const sessionCache = new FencedCache<SessionState>({ ttlMs: SESSION_CACHE_TTL_MS, maxEntries: MAX_SESSIONS });

const memberFence = (mberNo: string) => `m:${mberNo}`;

type SessionRow = { mberNo: string; revokedAt: Date | null };

/** The session's member and revocation, from the cache or `load` (the database); null when unknown. */
export async function sessionState(
  sessionId: string,
  load: (sessionId: string) => Promise<SessionRow | null>,
): Promise<SessionState | null> {
  const cached = sessionCache.get(sessionId);
  if (cached) return cached;
  const startedAt = sessionCache.now();
  const row = await load(sessionId);
  if (!row) return null;
  const state = { mberNo: row.mberNo, revoked: row.revokedAt !== null };
  sessionCache.set(sessionId, state, startedAt, [sessionId, memberFence(row.mberNo)]);
  return state;
}

/** Call when a session is revoked (before and after the write). */
export function forgetSession(sessionId: string): void {
  sessionCache.invalidate(sessionId);
}

/** Call when every session of a member is revoked (before and after the write). */
export function forgetMemberSessions(mberNo: string): void {
  sessionCache.fence(memberFence(mberNo));
  sessionCache.forgetWhere((s) => s.mberNo === mberNo);
}
