import { createHash, createHmac, randomBytes, randomUUID, timingSafeEqual } from "node:crypto";

/** Claims of an access token: member, session (refresh family) and expiry (epoch seconds). */
export type AccessClaims = { sub: string; sid: string; exp: number };

const VERSION = "v1";

/** `v1.<base64url JSON claims>.<base64url HMAC-SHA256 over "v1.<claims>">` */
export function signAccessToken(claims: AccessClaims, key: Buffer): string {
  const body = `${VERSION}.${Buffer.from(JSON.stringify(claims)).toString("base64url")}`;
  return `${body}.${createHmac("sha256", key).update(body).digest("base64url")}`;
}

export type VerifiedAccess = { ok: true; claims: AccessClaims } | { ok: false; reason: "invalid" | "expired" };

/**
 * Tokens whose signature checked out, per key (decision 351): the signature and claims of a token
 * string never change, so a member's repeated calls skip the HMAC; the expiry is still checked on
 * every call. At most 10,000 per key, the oldest checked going first.
 */
const verified = new WeakMap<Buffer, Map<string, AccessClaims>>();
const MAX_VERIFIED = 10_000;

export function verifyAccessToken(token: string, key: Buffer, now: Date): VerifiedAccess {
  let known = verified.get(key);
  let claims = known?.get(token);
  if (!claims) {
    const checked = checkSignature(token, key);
    if (!checked.ok) return checked;
    claims = checked.claims;
    if (!known) {
      known = new Map();
      verified.set(key, known);
    }
    known.set(token, claims);
    if (known.size > MAX_VERIFIED) known.delete(known.keys().next().value!);
  }
  if (claims.exp * 1000 <= now.getTime()) return { ok: false, reason: "expired" };
  return { ok: true, claims };
}

function checkSignature(token: string, key: Buffer): VerifiedAccess {
  const parts = token.split(".");
  if (parts.length !== 3 || parts[0] !== VERSION) return { ok: false, reason: "invalid" };
  const body = `${parts[0]}.${parts[1]}`;
  const expected = createHmac("sha256", key).update(body).digest();
  const given = Buffer.from(parts[2]!, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: "invalid" };
  let claims: AccessClaims;
  try {
    claims = JSON.parse(Buffer.from(parts[1]!, "base64url").toString("utf8")) as AccessClaims;
  } catch {
    return { ok: false, reason: "invalid" };
  }
  if (typeof claims.sub !== "string" || typeof claims.sid !== "string" || typeof claims.exp !== "number") {
    return { ok: false, reason: "invalid" };
  }
  return { ok: true, claims: Object.freeze(claims) };
}

/** Opaque refresh token: 256 random bits. Only its SHA-256 is stored. */
export const newRefreshToken = (): string => randomBytes(32).toString("base64url");
export const hashRefreshToken = (token: string): string => createHash("sha256").update(token).digest("hex");
export const newSessionId = (): string => randomUUID();
