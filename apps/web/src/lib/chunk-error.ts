import { clearAppCache } from "./bridge/actions";
import { isInApp } from "./bridge/bridge";

export type ChunkErrorKind = "missing" | "timeout" | "error";

/** SPEC §9: re-arm time of the recovery, and the load time-out of a screen chunk. */
export const CHUNK_RECOVERY_INTERVAL_MS = 5000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

const LAST_RECOVERY_KEY = "cellar:chunkRecoveryAt";
const CHUNK_PATTERNS = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
  /Loading (CSS )?chunk [\w-]+ failed/i,
  /Chunk load timed out/i,
];

function messageOf(e: unknown): string {
  if (e instanceof Error) return `${e.name}: ${e.message}`;
  return typeof e === "string" ? e : "";
}

/** An error from loading a code chunk (typically after a new web deployment removed old files). */
export function isChunkLoadError(e: unknown): boolean {
  if (e instanceof Error && e.name === "ChunkLoadError") return true;
  const text = messageOf(e);
  return CHUNK_PATTERNS.some((p) => p.test(text));
}

export function chunkErrorKind(e: unknown): ChunkErrorKind {
  const text = messageOf(e);
  if (/time(d)? ?out/i.test(text)) return "timeout";
  if (/Failed to fetch|error loading|404|not found|Importing a module script failed|Loading (CSS )?chunk/i.test(text)) {
    return "missing";
  }
  return "error";
}

/** Loads a screen chunk, failing with a recognisable chunk error after 120 s. */
export function importWithTimeout<T>(load: () => Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("Chunk load timed out")), timeoutMs);
    load().then(
      (m) => {
        clearTimeout(timer);
        resolve(m);
      },
      (e: unknown) => {
        clearTimeout(timer);
        reject(e);
      },
    );
  });
}

function lastRecovery(): number {
  try {
    return Number(sessionStorage.getItem(LAST_RECOVERY_KEY)) || 0;
  } catch {
    return 0;
  }
}

/**
 * SPEC §8: asks the native app to clear its cache and reloads, at most once per 5 s (remembered
 * across the reload, so a chunk that stays missing cannot loop faster). Returns whether it acted.
 */
export function recoverFromChunkError(e: unknown, now: number = Date.now()): boolean {
  if (now - lastRecovery() < CHUNK_RECOVERY_INTERVAL_MS) return false;
  try {
    sessionStorage.setItem(LAST_RECOVERY_KEY, String(now));
  } catch {
    // without sessionStorage the reload still happens; the in-app cache clear still helps
  }
  console.warn(`[chunk] ${chunkErrorKind(e)} chunk load failure, recovering`, e);
  const reload = () => window.location.reload();
  if (isInApp()) clearAppCache().then(reload, reload);
  else reload();
  return true;
}

let installed = false;

/** Recovers from chunk errors raised anywhere: window errors, unhandled rejections, Vite preload errors. */
export function installChunkErrorRecovery(): void {
  if (installed || typeof window === "undefined") return;
  installed = true;
  window.addEventListener("error", (event) => {
    if (isChunkLoadError(event.error ?? event.message)) recoverFromChunkError(event.error ?? event.message);
  });
  window.addEventListener("unhandledrejection", (event) => {
    if (isChunkLoadError(event.reason)) recoverFromChunkError(event.reason);
  });
  window.addEventListener("vite:preloadError", (event) => {
    event.preventDefault();
    recoverFromChunkError((event as Event & { payload?: unknown }).payload);
  });
}
