/**
 * A small in-process cache for values read from the database that other code may change
 * (docs/decisions/350-session-and-wish-list-caches.md): entries live `ttlMs`, at most `maxEntries`
 * (the oldest stored goes first), and a write forgets what it changes.
 *
 * Forgetting alone is not enough when reads run concurrently with the write: a read that started
 * before the write (or, inside a transaction, before its commit) can finish after it and store the
 * old value. So `invalidate` also raises a fence on the key for `fenceMs`: while it stands, and for
 * any read that started before it was raised, nothing is stored for that key and callers read the
 * database. A fence of a few seconds covers the commit of the transaction that raised it.
 *
 * Times come from `now`, by default monotonic milliseconds (not the app clock: a request's clock
 * reading may be taken long before its write); tests move it with `advanceCacheClock`.
 */
export type FencedCacheOptions = {
  ttlMs: number;
  maxEntries: number;
  /** How long a key stays uncacheable after an invalidation; default ttlMs. */
  fenceMs?: number;
  now?: () => number;
};

type Entry<V> = { at: number; value: V };
type Fence = { raisedAt: number; until: number };

const MAX_FENCES = 10_000;

let offsetMs = 0;
const cacheClock = () => performance.now() + offsetMs;

/** Moves the default clock of every fenced cache forward (tests: past a TTL or a fence). */
export function advanceCacheClock(ms: number): void {
  offsetMs += ms;
}

export class FencedCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly fences = new Map<string, Fence>();
  /** Stands in for fences dropped to keep the map small: it fences every key. */
  private everyKey: Fence | null = null;
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly fenceMs: number;
  readonly now: () => number;

  constructor(options: FencedCacheOptions) {
    this.ttlMs = options.ttlMs;
    this.maxEntries = options.maxEntries;
    this.fenceMs = options.fenceMs ?? options.ttlMs;
    this.now = options.now ?? cacheClock;
  }

  get(key: string): V | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (this.now() - hit.at >= this.ttlMs) {
      this.entries.delete(key);
      return undefined;
    }
    return hit.value;
  }

  /**
   * Stores a value read from the database by a read that started at `readStartedAt` (take it from
   * `now()` before the query), unless one of `fenceKeys` (default: the key) was fenced meanwhile.
   * Answers whether it was stored.
   */
  set(key: string, value: V, readStartedAt: number, fenceKeys: readonly string[] = [key]): boolean {
    const now = this.now();
    if (this.everyKey && (now < this.everyKey.until || this.everyKey.raisedAt >= readStartedAt)) return false;
    for (const f of fenceKeys) {
      const fence = this.fences.get(f);
      if (!fence) continue;
      if (now < fence.until || fence.raisedAt >= readStartedAt) return false;
      this.fences.delete(f);
    }
    this.entries.delete(key);
    this.entries.set(key, { at: now, value });
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    return true;
  }

  /** Forgets the key and fences it (call when the value changes, before and after the write). */
  invalidate(key: string): void {
    this.entries.delete(key);
    this.fence(key);
  }

  /** Fences a key that names several entries (e.g. a member); forget those with `forgetWhere`. */
  fence(fenceKey: string): void {
    const now = this.now();
    this.fences.delete(fenceKey);
    this.fences.set(fenceKey, { raisedAt: now, until: now + this.fenceMs });
    if (this.fences.size > MAX_FENCES) {
      for (const [k, f] of this.fences) if (now >= f.until) this.fences.delete(k);
      while (this.fences.size > MAX_FENCES) {
        const [k, f] = this.fences.entries().next().value!;
        this.fences.delete(k);
        this.everyKey = {
          raisedAt: Math.max(this.everyKey?.raisedAt ?? f.raisedAt, f.raisedAt),
          until: Math.max(this.everyKey?.until ?? f.until, f.until),
        };
      }
    }
  }

  forgetWhere(match: (value: V, key: string) => boolean): void {
    for (const [k, e] of this.entries) if (match(e.value, k)) this.entries.delete(k);
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
