import {
  CATALOGUE_CODE_GROUPS,
  type ProductDetail,
  type ProductListQuery,
  type ProductPage,
  type ProductSummary,
  type StoreStock,
  thumbnailUrl,
} from "@cellar/contracts";
import type { Logger } from "pino";
import type { Clock } from "../../app/clock";
import { AppError } from "../../app/http/errors";
import type { PreparedAnswer } from "../../app/http/prepared";
import type { Db } from "../../app/query";
import { seoulDate } from "../../app/seoul-date";
import { findCodesByGroups } from "../codes";
import { correctTerm, logSearch, searchPlan } from "../search";
import { type CachedPage, listCacheOf } from "./list-cache";
import type * as MySellerRepository from "./my-seller.repository";
import { pageAnswer } from "./page-answers";
import type * as ProductDetailRepository from "./product-detail.repository";
import { toSummary } from "./product-summary";
import type * as ProductsRepository from "./products.repository";
import type { ListFilter } from "./products.repository";
import { parsePriceRange, sortKeys } from "./products.rules";
import { cachedCards, pageCards } from "./summary-cache";

/** What the use-cases work with: the database, clock, logger and the module's repositories (routes build it). */
export type ProductsDeps = {
  db: Db;
  clock: Clock;
  logger: Logger;
  repo: typeof ProductsRepository;
  detail: typeof ProductDetailRepository;
  seller: typeof MySellerRepository;
};

/** Resolves the list query's codes (price range, score) against PROD_PRICE/PROD_SCORE; unknown codes are a 400. */
async function resolveFilter(db: Db, q: ProductListQuery, term: string | undefined): Promise<ListFilter> {
  let price: ListFilter["price"] = null;
  let minScore: number | null = null;
  if (q.price || q.score) {
    const codes = await findCodesByGroups(db, [CATALOGUE_CODE_GROUPS.price, CATALOGUE_CODE_GROUPS.score]);
    if (q.price) {
      const row = codes.find((c) => c.grpCd === CATALOGUE_CODE_GROUPS.price && c.cd === q.price);
      price = parsePriceRange(row?.attr1);
      if (!price) throw new AppError("validation", "price: unknown price range code");
    }
    if (q.score) {
      const row = codes.find((c) => c.grpCd === CATALOGUE_CODE_GROUPS.score && c.cd === q.score);
      if (!row) throw new AppError("validation", "score: unknown score code");
      minScore = Number(row.cd);
    }
  }
  return {
    category: q.category,
    sCategories: q.sCategories,
    minScore,
    price,
    countries: q.country,
    pairings: q.pairing,
    search: term ? searchPlan(term) : null,
  };
}

/** The list cache's key: the whole parsed query (the router hands the same frozen object for the
 * same query string, so its key is worked out once). */
const keys = new WeakMap<object, string>();
function queryKey(q: ProductListQuery): string {
  let key = keys.get(q);
  if (key === undefined) {
    key = JSON.stringify(q);
    keys.set(q, key);
  }
  return key;
}

/**
 * The product list and search (docs/decisions/200-search.md). A search with no match retries with
 * every word apart, then with the closest known word (pg_trgm on jamo), answered as
 * `correctedWord`. Pages and answers are cached briefly (decisions 205, 351); first pages of a search are logged for
 * the popular terms.
 */
export async function listProducts(
  deps: ProductsDeps,
  q: ProductListQuery,
  mberNo: string | null,
): Promise<PreparedAnswer<ProductPage>> {
  const now = deps.clock();
  const at = now.getTime();
  const key = queryKey(q);
  // Cached parts are taken without waiting; only a miss waits for the database.
  // (Loaders are passed inline: a named per-request closure would cost tsx's __name helper a
  // defineProperty on every call.)
  const pages = listCacheOf(deps.db);
  const found = pages.cached(key, at, () => findPage(deps, q)) ?? (await pages.page(key, at, () => findPage(deps, q)));
  if (q.searchWord && q.pageNo === 1) logSearch(deps.db, deps.logger, q.searchWord, now);
  const cards =
    cachedCards(deps.repo, deps.db, found.codes, at) ?? (await pageCards(deps.repo, deps.db, found.codes, at));
  // The hearts: which of the page's codes the member keeps, read each time through the wish-list's
  // primary key (no per-process copy that another instance's write would leave stale; decision 452).
  const liked =
    mberNo && found.codes.length > 0 ? new Set(await deps.repo.likedAmong(deps.db, mberNo, found.codes)) : null;
  return pageAnswer(deps.db, key, q, found, cards, liked);
}

async function findPage(deps: ProductsDeps, q: ProductListQuery): Promise<CachedPage> {
  const filter = await resolveFilter(deps.db, q, q.searchWord);
  const page = { pageNo: q.pageNo, pageSize: q.pageSize };
  const found = await deps.repo.pageCodes(deps.db, filter, sortKeys(q.sort, filter.search !== null), page);
  if (found.totalCnt > 0 || filter.search?.mode !== "text") return { ...found, correctedWord: null };
  if (filter.search.words.length > 1) {
    const byWords = { ...filter, search: { ...filter.search, byWords: true } };
    const retry = await deps.repo.pageCodes(deps.db, byWords, sortKeys(q.sort, true), page);
    if (retry.totalCnt > 0) return { ...retry, correctedWord: null };
  }
  const corrected = q.searchWord ? await correctTerm(deps.db, q.searchWord) : null;
  const plan = corrected ? searchPlan(corrected) : null;
  if (corrected && plan) {
    const retry = await deps.repo.pageCodes(deps.db, { ...filter, search: plan }, sortKeys(q.sort, true), page);
    if (retry.totalCnt > 0) return { ...retry, correctedWord: corrected };
  }
  return { codes: [], totalCnt: 0, correctedWord: null };
}

/** Products in the order asked (viewed goods); unknown codes left out, repeats answered once. */
export async function productsByCodes(
  deps: ProductsDeps,
  itemCds: string[],
  mberNo: string | null,
): Promise<ProductSummary[]> {
  const now = deps.clock();
  const unique = [...new Set(itemCds)];
  const byCode = new Map(
    (await deps.repo.summariesByCodes(deps.db, unique, mberNo)).map((r) => [r.itemCd, toSummary(r, now)]),
  );
  return unique.flatMap((cd) => byCode.get(cd) ?? []);
}

export async function productDetail(
  deps: ProductsDeps,
  itemCd: string,
  tnantCd: string | undefined,
  mberNo: string | null,
): Promise<ProductDetail> {
  const now = deps.clock();
  const [row, stock] = await Promise.all([
    deps.detail.findDetail(deps.db, itemCd, mberNo),
    tnantCd ? deps.detail.findStock(deps.db, itemCd, false, tnantCd) : Promise.resolve([] as StoreStock[]),
  ]);
  if (!row) throw new AppError("notFound", "상품을 찾을 수 없습니다");
  const { pairings, options, viewer } = row;
  const today = seoulDate(now);
  const eventOn =
    row.eventPrice !== null && row.eventNm !== null && row.eventEndDate !== null && row.eventEndDate >= today;
  return {
    ...toSummary(row, now),
    images: Array.from({ length: Math.max(1, row.imageCount) }, (_, i) => ({
      fileSeqNo: i + 1,
      url: thumbnailUrl(row.fileId, i + 1),
    })),
    producer: row.producer,
    grapeOrBase: row.grapeOrBase,
    description: row.description,
    tastingNotes: {
      aroma: row.aroma,
      palate: row.palate,
      finish: row.finish,
      body: row.body,
      sweetness: row.sweetness,
      acidity: row.acidity,
      tannin: row.tannin,
    },
    pairings,
    options,
    memberPrice: row.memberPrice,
    // Employee prices are shown to employees only.
    empPrice: viewer?.isEmp ? row.empPrice : null,
    event: eventOn ? { eventPrice: row.eventPrice!, eventNm: row.eventNm!, endDate: row.eventEndDate! } : null,
    stock: tnantCd ? (stock[0] ?? null) : null,
    storesInStock: Number(row.storesInStock),
    restockAlarm: viewer?.restockAlarm ?? false,
    canReview: viewer?.canReview ?? false,
  };
}

export async function productStock(deps: ProductsDeps, itemCd: string, inStockOnly: boolean): Promise<StoreStock[]> {
  const [row] = await deps.repo.summariesByCodes(deps.db, [itemCd], null);
  if (!row) throw new AppError("notFound", "상품을 찾을 수 없습니다");
  return deps.detail.findStock(deps.db, itemCd, inStockOnly);
}
