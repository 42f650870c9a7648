import type { ProductSummary } from "@cellar/contracts";
import type { Queryable } from "../../app/query";
import { invalidateListCache } from "./list-cache";
import { toSummary } from "./product-summary";
import type * as ProductsRepository from "./products.repository";

/** The repository function the cache reads cards with (the module's routes hand it in). */
export type CardsRepo = Pick<typeof ProductsRepository, "summariesByCodes">;

/**
 * The list cards of the products on cached pages, by item code (decisions 205, 351, 355): read for
 * the codes a page needs, turned into cards once, served for 10 seconds; from then until 20
 * seconds still served while one background query reads them again; older ones are read before
 * answering, concurrent callers sharing the read. A code that is no product on sale is kept as
 * `null` the same way. Cards carry no wish-list heart (isAttention false); page-answers.ts sets it.
 * Reading only the codes in use keeps a refresh to a few rows, where reloading the whole catalogue
 * (3,463 cards) took 60–115 ms of the event loop every 10 seconds.
 */
const FRESH_MS = 10_000;
const STALE_MS = 20_000;
const MAX_CARDS = 10_000;

/** One card per code of a page, null for a code that is no product on sale. */
export type PageCards = readonly (ProductSummary | null)[];

type Entry = { at: number; card: ProductSummary | null };
type Loaded = ReadonlyMap<string, ProductSummary | null>;
type Store = { cards: Map<string, Entry>; loading: Map<string, Promise<Loaded>>; generation: number };
const stores = new WeakMap<object, Store>();

function storeOf(db: object): Store {
  let store = stores.get(db);
  if (!store) {
    store = { cards: new Map(), loading: new Map(), generation: 0 };
    stores.set(db, store);
  }
  return store;
}

/** The cards of `codes` when all are young enough (stale ones are read again in the background). */
export function cachedCards(
  repo: CardsRepo,
  db: Queryable,
  codes: readonly string[],
  now: number,
): PageCards | undefined {
  const store = storeOf(db);
  const out: (ProductSummary | null)[] = [];
  const stale: string[] = [];
  for (const cd of codes) {
    const e = store.cards.get(cd);
    if (!e) return undefined;
    const age = now - e.at;
    if (age < 0 || age >= STALE_MS) return undefined;
    if (age >= FRESH_MS && !store.loading.has(cd)) stale.push(cd);
    out.push(e.card);
  }
  if (stale.length > 0) void load(repo, db, store, stale, now).catch(() => undefined);
  return out;
}

/** The cards of `codes`, reading the missing or too old ones first. */
export async function pageCards(
  repo: CardsRepo,
  db: Queryable,
  codes: readonly string[],
  now: number,
): Promise<PageCards> {
  const cached = cachedCards(repo, db, codes, now);
  if (cached) return cached;
  const store = storeOf(db);
  const missing = codes.filter((cd) => {
    const e = store.cards.get(cd);
    return !store.loading.has(cd) && (!e || now < e.at || now - e.at >= STALE_MS);
  });
  if (missing.length > 0) void load(repo, db, store, missing, now).catch(() => undefined);
  const reads = new Set(codes.map((cd) => store.loading.get(cd)).filter((p) => p !== undefined));
  const loaded = await Promise.all(reads);
  return codes.map((cd) => {
    for (const l of loaded) if (l.has(cd)) return l.get(cd)!;
    return store.cards.get(cd)?.card ?? null;
  });
}

/** Reads the cards of `codes` (one query), stores them unless the cache was cleared meanwhile. */
function load(repo: CardsRepo, db: Queryable, store: Store, codes: string[], now: number): Promise<Loaded> {
  const generation = store.generation;
  const run = repo
    .summariesByCodes(db, codes, null)
    .then((rows) => {
      const at = new Date(now);
      const loaded = new Map<string, ProductSummary | null>(codes.map((cd) => [cd, null]));
      for (const r of rows) loaded.set(r.itemCd, toSummary(r, at));
      if (generation === store.generation) {
        for (const [cd, card] of loaded) {
          store.cards.delete(cd);
          store.cards.set(cd, { at: now, card });
        }
        while (store.cards.size > MAX_CARDS) store.cards.delete(store.cards.keys().next().value!);
      }
      return loaded;
    })
    .finally(() => {
      for (const cd of codes) if (store.loading.get(cd) === run) store.loading.delete(cd);
    });
  for (const cd of codes) store.loading.set(cd, run);
  return run;
}

/** Forgets the cards (after writes that change them: reviews, stock, prices); lists read them again. */
export function invalidateSummaryCache(db: object): void {
  const store = stores.get(db);
  if (!store) return;
  store.generation++;
  store.cards.clear();
  store.loading.clear();
}

/** Forgets the list pages and the cards: call after catalogue writes that must show at once. */
export function invalidateProductCaches(db: object): void {
  invalidateListCache(db);
  invalidateSummaryCache(db);
}
