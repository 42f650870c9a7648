/**
 * A short-lived cache of list pages (decisions 205, 351): which item codes a query's page holds,
 * its total and any corrected word, keyed by the whole parsed query. A page is fresh for 10
 * seconds; from then until 20 seconds it is still answered while one background query refreshes
 * it, so a busy list never waits for the database and never sends the same query twice at once;
 * older than that it is read again (concurrent callers share that one read). The cards on a page
 * come from the card cache, with the member's wish-list hearts (summary-cache.ts).
 */
export type CachedPage = { codes: string[]; totalCnt: number; correctedWord: string | null };

export const FRESH_MS = 10_000;
export const STALE_MS = 20_000;
const MAX_ENTRIES = 2_000;

type Entry = { at: number; page: CachedPage };

export class ListCache {
  private readonly entries = new Map<string, Entry>();
  private readonly loading = new Map<string, Promise<CachedPage>>();
  /** Bumped by `clear`: a read that started before it does not store its page. */
  private generation = 0;

  /** The page of `key`: cached, refreshed in the background when stale, or read by `load`. */
  page(key: string, now: number, load: () => Promise<CachedPage>): Promise<CachedPage> {
    const hit = this.cached(key, now, load);
    if (hit) return Promise.resolve(hit);
    return this.loading.get(key) ?? this.refresh(key, now, load);
  }

  /** The cached page when one is young enough (a stale one starts its refresh); else undefined. */
  cached(key: string, now: number, load: () => Promise<CachedPage>): CachedPage | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    const age = now - hit.at;
    if (age >= 0 && age < FRESH_MS) {
      // Most recently used last (Map order is insertion order), so the least used goes first.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.page;
    }
    if (age >= 0 && age < STALE_MS) {
      if (!this.loading.has(key)) void this.refresh(key, now, load).catch(() => undefined);
      return hit.page;
    }
    return undefined;
  }

  private refresh(key: string, now: number, load: () => Promise<CachedPage>): Promise<CachedPage> {
    const generation = this.generation;
    const run = load()
      .then((page) => {
        if (generation === this.generation) this.set(key, page, now);
        return page;
      })
      .finally(() => {
        if (this.loading.get(key) === run) this.loading.delete(key);
      });
    this.loading.set(key, run);
    return run;
  }

  /** A cached page younger than STALE_MS, fresh or not (tests). */
  peek(key: string, now: number): CachedPage | null {
    const hit = this.entries.get(key);
    return hit && now >= hit.at && now - hit.at < STALE_MS ? hit.page : null;
  }

  set(key: string, page: CachedPage, now: number): void {
    this.entries.delete(key);
    this.entries.set(key, { at: now, page });
    while (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
    this.loading.clear();
  }
}

const caches = new WeakMap<object, ListCache>();

/** The list cache of one database (tests run several). */
export function listCacheOf(db: object): ListCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new ListCache();
    caches.set(db, cache);
  }
  return cache;
}

/** Forgets every cached page (after catalogue changes that move items between pages). */
export function invalidateListCache(db: object): void {
  caches.get(db)?.clear();
}
