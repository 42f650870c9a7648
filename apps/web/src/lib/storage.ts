/**
 * localStorage helpers that never throw: private mode, a full quota or a corrupt value only fall
 * back to the default, because a storage failure must never break a screen.
 */

type Expiring<T> = { value: T; expiresAt: number };

function storage(): Storage | null {
  try {
    return typeof localStorage === "undefined" ? null : localStorage;
  } catch {
    return null;
  }
}

export function readJson<T>(key: string, fallback: T): T {
  try {
    const raw = storage()?.getItem(key);
    if (raw === null || raw === undefined) return fallback;
    return JSON.parse(raw) as T;
  } catch {
    return fallback;
  }
}

export function writeJson(key: string, value: unknown): void {
  try {
    storage()?.setItem(key, JSON.stringify(value));
  } catch (e) {
    console.warn(`[storage] could not write ${key}`, e);
  }
}

export function removeKey(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // nothing to remove when storage is unavailable
  }
}

/** The stored value, or null when it is missing, malformed or past its expiry (expired values are removed). */
export function readWithExpiry<T>(key: string, now: number = Date.now()): T | null {
  const entry = readJson<Expiring<T> | null>(key, null);
  if (!entry || typeof entry !== "object" || typeof entry.expiresAt !== "number" || !("value" in entry)) return null;
  if (entry.expiresAt <= now) {
    removeKey(key);
    return null;
  }
  return entry.value;
}

export function writeWithExpiry(key: string, value: unknown, ttlMs: number, now: number = Date.now()): void {
  writeJson(key, { value, expiresAt: now + ttlMs } satisfies Expiring<unknown>);
}
