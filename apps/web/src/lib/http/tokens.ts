import { TOKEN_HEADERS, type TokenHeader } from "@cellar/contracts/client";

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
      } catch (e) {
        console.warn(`[tokens] could not store ${name}`, e);
      }
    }
  }
}

export function clearTokens(): void {
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
