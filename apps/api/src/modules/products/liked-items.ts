import { FencedCache } from "../../app/fenced-cache";
import type { Queryable } from "../../app/query";
import type * as ProductsRepository from "./products.repository";

/**
 * The item codes a member has in the wish-list, cached in the process for the list cards' hearts
 * (docs/decisions/350): per database and member, 5 seconds, at most 5,000 members. The wish-list
 * is written only through `wishlist.usecases`, which calls `forgetLikedItems` after each add or
 * removal, so the member's next list shows the change at once; a write by another process shows
 * within the TTL.
 */
export const LIKED_ITEMS_TTL_MS = 5_000;
const MAX_MEMBERS = 5_000;

const caches = new WeakMap<object, FencedCache<ReadonlySet<string>>>();

function cacheOf(db: object): FencedCache<ReadonlySet<string>> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new FencedCache({ ttlMs: LIKED_ITEMS_TTL_MS, maxEntries: MAX_MEMBERS });
    caches.set(db, cache);
  }
  return cache;
}

/** The member's wish-list item codes when cached. */
export function cachedLikedItems(db: object, mberNo: string): ReadonlySet<string> | undefined {
  return caches.get(db)?.get(mberNo);
}

/** Every item code in the member's wish-list (withdrawn products included; callers filter). */
export async function likedItems(
  repo: Pick<typeof ProductsRepository, "wishListCodes">,
  db: Queryable,
  mberNo: string,
): Promise<ReadonlySet<string>> {
  const cache = cacheOf(db);
  const cached = cache.get(mberNo);
  if (cached) return cached;
  const startedAt = cache.now();
  const set = new Set(await repo.wishListCodes(db, mberNo));
  cache.set(mberNo, set, startedAt);
  return set;
}

/** Call after any write to the member's wish-list. */
export function forgetLikedItems(db: object, mberNo: string): void {
  cacheOf(db).invalidate(mberNo);
}
