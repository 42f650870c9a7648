import { SPECIAL_SALES } from "@cellar/contracts";
import { hash, verify } from "@node-rs/argon2";
import type { Clock } from "../../app/clock";
import type { AuthResult } from "../../app/http/context";
import type { Db, Tx } from "../../app/query";
import type { Keys } from "../../app/secrets";
import { accountUnavailable, invalidCredentials, refreshInvalid, refreshReused, tooManyAttempts } from "./auth.errors";
import type * as AuthRepository from "./auth.repository";
import {
  type AccessClaims,
  hashRefreshToken,
  newRefreshToken,
  newSessionId,
  signAccessToken,
  verifyAccessToken,
} from "./auth-tokens";
import { type SessionState, sessionCache, sessionState } from "./session-cache";

export type AuthDeps = {
  repo: typeof AuthRepository;
  db: Db;
  keys: Keys;
  clock: Clock;
  accessTtlSeconds: number;
  refreshTtlDays: number;
  rateLimit: { perId: number; perAddress: number; windowMinutes: number };
  /**
   * Read the session from the database on every call, never from the process's session cache
   * (decision 447): set on PostgreSQL, where several instances share the sessions and a logout or
   * newer sign-in on one must be refused on the others at once. The embedded PGlite is one process.
   */
  sessionsShared?: boolean;
};

export type TokenPair = { access: string; refresh: string };
export type SignedIn = { mberNo: string; tokens: TokenPair };

/** Member status code of an active member (others cannot sign in). */
const ACTIVE_STATUS = "01";

// Verified against when the login id is unknown, so both failures take the same time.
let dummyHash: Promise<string> | undefined;
const getDummyHash = () => {
  dummyHash ??= hash("cellar-dummy-password-for-timing");
  return dummyHash;
};

type LoginOutcome =
  | { kind: "ok"; mberNo: string; sessionId: string; refresh: string }
  | { kind: "limited"; windowStart: Date }
  | { kind: "invalid" }
  | { kind: "unavailable" };

export async function login(
  deps: AuthDeps,
  input: { loginId: string; password: string; clientAddr: string; userAgent: string | undefined },
): Promise<SignedIn> {
  const now = deps.clock();
  const windowMs = deps.rateLimit.windowMinutes * 60_000;
  const retryAfter = (windowStart: Date) => Math.ceil((windowStart.getTime() + windowMs - now.getTime()) / 1000);

  // The per-address limit counts failures: each attempt takes a place first (so parallel guesses
  // cannot outrun it) and a successful sign-in gives it back, so an office or a carrier's shared
  // address is never refused for signing in (docs/decisions/370).
  const addrKey = `addr:${input.clientAddr}`;
  const perAddr = await deps.repo.countAttempt(deps.db, addrKey, now, windowMs);
  if (perAddr.count > deps.rateLimit.perAddress) throw tooManyAttempts(retryAfter(perAddr.windowStart));

  const found = await deps.repo.findCredentials(deps.db, input.loginId);
  const idKey = `id:${input.loginId.toLowerCase()}`;
  // Outcomes are returned, not thrown, so a counted failure commits with the transaction.
  const outcome = await deps.db.transaction(async (tx): Promise<LoginOutcome> => {
    const failures = await deps.repo.lockFailures(tx, idKey, now, windowMs);
    if (failures.count >= deps.rateLimit.perId) return { kind: "limited", windowStart: failures.windowStart };
    const passwordOk = await verify(found?.passwordHash ?? (await getDummyHash()), input.password).catch(() => false);
    if (!found || !passwordOk) {
      await deps.repo.saveFailures(tx, idKey, failures.count + 1, failures.windowStart);
      return { kind: "invalid" };
    }
    if (found.status !== ACTIVE_STATUS) return { kind: "unavailable" };
    await deps.repo.clearAttempts(tx, idKey);
    await deps.repo.uncountAttempt(tx, addrKey);
    const { sessionId, refresh } = await openSession(deps, tx, found.mberNo, input, now);
    return { kind: "ok", mberNo: found.mberNo, sessionId, refresh };
  });
  if (outcome.kind === "limited") throw tooManyAttempts(retryAfter(outcome.windowStart));
  if (outcome.kind === "invalid") throw invalidCredentials();
  if (outcome.kind === "unavailable") throw accountUnavailable();
  const access = accessFor(deps, outcome.mberNo, outcome.sessionId, now);
  return { mberNo: outcome.mberNo, tokens: { access, refresh: outcome.refresh } };
}

/** One active session per member: a newer sign-in replaces the older one (SYS9996 there). */
async function openSession(
  deps: AuthDeps,
  tx: Tx,
  mberNo: string,
  client: { clientAddr: string; userAgent: string | undefined },
  now: Date,
) {
  const sessionId = newSessionId();
  const refresh = newRefreshToken();
  await deps.repo.lockMember(tx, mberNo);
  await deps.repo.revokeActiveSessions(tx, mberNo, "replaced", now);
  await deps.repo.insertSession(tx, {
    id: sessionId,
    mberNo,
    createdAt: now,
    userAgent: client.userAgent?.slice(0, 512) ?? null,
    clientAddr: client.clientAddr,
  });
  await deps.repo.insertRefreshToken(tx, refreshRow(deps, refresh, sessionId, now));
  return { sessionId, refresh };
}

/**
 * Signs in a member who has just proven who they are another way (a completed join): no password
 * check and no login-attempt counting, the same session rules as a login.
 */
export async function signInMember(
  deps: AuthDeps,
  mberNo: string,
  client: { clientAddr: string; userAgent: string | undefined },
): Promise<SignedIn> {
  const now = deps.clock();
  const { sessionId, refresh } = await deps.db.transaction((tx) => openSession(deps, tx, mberNo, client, now));
  return { mberNo, tokens: { access: accessFor(deps, mberNo, sessionId, now), refresh } };
}

type RefreshOutcome = { kind: "ok"; signedIn: SignedIn } | { kind: "invalid" } | { kind: "reused" };

/** Rotates a refresh token. A token presented a second time revokes its whole family (session). */
export async function refresh(deps: AuthDeps, token: string | undefined): Promise<SignedIn> {
  if (!token) throw refreshInvalid();
  const now = deps.clock();
  const tokenHash = hashRefreshToken(token);
  const outcome = await deps.db.transaction(async (tx): Promise<RefreshOutcome> => {
    const consumed = await deps.repo.consumeRefreshToken(tx, tokenHash, now);
    if (!consumed) {
      const known = await deps.repo.findRefreshToken(tx, tokenHash);
      if (!known) return { kind: "invalid" };
      await deps.repo.revokeSession(tx, known.sessionId, "reuse", now);
      return { kind: "reused" };
    }
    const session = await deps.repo.findSession(tx, consumed.sessionId, true);
    if (!session || session.revokedAt || consumed.expiresAt.getTime() <= now.getTime()) return { kind: "invalid" };
    const next = newRefreshToken();
    await deps.repo.insertRefreshToken(tx, refreshRow(deps, next, session.id, now));
    const access = accessFor(deps, session.mberNo, session.id, now);
    return { kind: "ok", signedIn: { mberNo: session.mberNo, tokens: { access, refresh: next } } };
  });
  if (outcome.kind === "reused") throw refreshReused();
  if (outcome.kind === "invalid") throw refreshInvalid();
  return outcome.signedIn;
}

/** Ends the session named by the access token or, failing that, by the refresh token. */
export async function logout(deps: AuthDeps, input: { sessionId: string | null; refreshToken: string | undefined }) {
  const now = deps.clock();
  let sessionId = input.sessionId;
  if (!sessionId && input.refreshToken) {
    sessionId = (await deps.repo.findRefreshToken(deps.db, hashRefreshToken(input.refreshToken)))?.sessionId ?? null;
  }
  if (sessionId) await deps.repo.revokeSession(deps.db, sessionId, "logout", now);
}

/**
 * Reads an access token: no token, or a special-sales guest's token (decision 398) → none; bad → NON_MEMBER; expired → SYS9992; session gone → SYS9996.
 * The session is read through the session cache (decision 350); a cached one answers at once.
 */
export function authenticate(deps: AuthDeps, accessToken: string | undefined): AuthResult | Promise<AuthResult> {
  if (!accessToken || accessToken.startsWith(SPECIAL_SALES.guestTokenPrefix)) return NO_TOKEN;
  const verified = verifyAccessToken(accessToken, deps.keys.accessToken, deps.clock());
  if (!verified.ok) return verified.reason === "expired" ? EXPIRED : NON_MEMBER;
  const claims = verified.claims;
  if (deps.sessionsShared) {
    return deps.repo
      .findSession(deps.db, claims.sid)
      .then((row) => judge(row && { mberNo: row.mberNo, revoked: row.revokedAt !== null }, claims));
  }
  const cached = sessionCache.get(claims.sid);
  if (cached) return judge(cached, claims);
  return sessionState(claims.sid, (id) => deps.repo.findSession(deps.db, id)).then((s) => judge(s, claims));
}

const NO_TOKEN: AuthResult = { kind: "none" };
const EXPIRED: AuthResult = { kind: "error", error: "tokenExpired" };
const NON_MEMBER: AuthResult = { kind: "error", error: "nonMember" };
const DUPLICATE: AuthResult = { kind: "error", error: "duplicateLogin" };

function judge(session: SessionState | null, claims: AccessClaims): AuthResult {
  if (!session || session.mberNo !== claims.sub) return NON_MEMBER;
  if (session.revoked) return DUPLICATE;
  return { kind: "member", caller: { mberNo: session.mberNo, sessionId: claims.sid } };
}

function accessFor(deps: AuthDeps, mberNo: string, sessionId: string, now: Date): string {
  const exp = Math.floor(now.getTime() / 1000) + deps.accessTtlSeconds;
  return signAccessToken({ sub: mberNo, sid: sessionId, exp }, deps.keys.accessToken);
}

function refreshRow(deps: AuthDeps, token: string, sessionId: string, now: Date) {
  const expiresAt = new Date(now.getTime() + deps.refreshTtlDays * 86_400_000);
  return { tokenHash: hashRefreshToken(token), sessionId, createdAt: now, expiresAt };
}
