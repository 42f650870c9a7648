import { EM_TYPES, SESSION_COOKIE, TOKEN_HEADERS, type TokenHeader } from "@cellar/contracts/client";

export type Tokens = Record<TokenHeader, string | null>;

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** x-em-type, x-scm-token and x-ref-token as stored in localStorage (CONTRACT.md §3). */
export function readTokens(): Tokens {
  return Object.fromEntries(TOKEN_HEADERS.map((h) => [h, read(h)])) as Tokens;
}

/** Headers to send: only the tokens that are present. */
export function tokenHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(readTokens())) if (value) headers[name] = value;
  return headers;
}

/** Saves each token header the response carries; absent headers leave the stored value alone. */
export function saveTokensFromHeaders(headers: Headers): void {
  for (const name of TOKEN_HEADERS) {
    const value = headers.get(name);
    if (value) {
      try {
        localStorage.setItem(name, value);
        if (name === "x-scm-token") writeSessionCookie(value);
      } catch (e) {
        console.warn(`[tokens] could not store ${name}`, e);
      }
    }
  }
}

/** 30 days: the server checks the token on every page anyway. */
const COOKIE_MAX_AGE_S = 30 * 24 * 3600;

/** The access token copy for the server render (SESSION_COOKIE); empty removes it. */
function writeSessionCookie(token: string): void {
  if (typeof document === "undefined") return;
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  const life = token ? `; Max-Age=${COOKIE_MAX_AGE_S}` : "; Max-Age=0";
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from the iOS web view; the value is encoded here
  document.cookie = `${SESSION_COOKIE}=${encodeURIComponent(token)}; Path=/; SameSite=Strict${life}${secure}`;
}

/** At start: the cookie copy follows the stored access token (also for sessions older than the copy). */
export function syncSessionCookie(): void {
  writeSessionCookie(read("x-scm-token") ?? "");
}

export function clearTokens(): void {
  writeSessionCookie("");
  for (const name of TOKEN_HEADERS) {
    try {
      localStorage.removeItem(name);
    } catch {
      // storage unavailable: nothing stored either
    }
  }
}

export function hasAccessToken(): boolean {
  return Boolean(read("x-scm-token"));
}

/** The stored session is a special-sales guest's (x-em-type SPECIAL, decision 398), not a member's. */
export function isSpecialGuestSession(): boolean {
  return read("x-em-type") === EM_TYPES.specialGuest && hasAccessToken();
}
