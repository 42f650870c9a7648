import { CATALOGUE_STORAGE_KEYS, PRODUCT_PAGE_SIZE } from "@cellar/contracts/client";
import { readJson, removeKey, writeJson } from "../../../lib/storage";
import { filtersOf, type ListState, readListState, writeListState } from "./list-params";

/** SPEC §3 goods search state, as stored under `prodLstParam`. */
export type GoodsSearchState = {
  title: string;
  sCategories: string[];
  pageInfo: { pageNo: number; pageSize: number; totalCnt: number; totalPages: number };
  /** The query string of the list (the URL is the source; this mirrors it). */
  goodsParams: string;
  selectedSort: string;
  selectedFilter: {
    category: string | null;
    score: string | null;
    price: string | null;
    country: string[];
    pairing: string[];
    sCategories: string[];
    selectedCategoryCd: string | null;
  };
  searchWord: string;
  activeTab: string;
};

export const PRODUCT_LIST_KEY = CATALOGUE_STORAGE_KEYS.productListParams;

/** Mirrors the shown list into `prodLstParam` (docs/decisions/260-list-state-in-the-url.md). */
export function saveGoodsSearchState(
  state: ListState,
  info: { title: string; searchWord?: string; totalCnt: number; activeTab?: string },
): void {
  const f = filtersOf(state);
  const stored: GoodsSearchState = {
    title: info.title,
    sCategories: f.sCategories,
    pageInfo: {
      pageNo: state.page,
      pageSize: PRODUCT_PAGE_SIZE,
      totalCnt: info.totalCnt,
      totalPages: Math.ceil(info.totalCnt / PRODUCT_PAGE_SIZE),
    },
    goodsParams: writeListState(state).toString(),
    selectedSort: state.sort,
    selectedFilter: {
      category: f.category ?? null,
      score: f.score ?? null,
      price: f.price ?? null,
      country: f.country,
      pairing: f.pairing,
      sCategories: f.sCategories,
      selectedCategoryCd: f.category ?? null,
    },
    searchWord: info.searchWord ?? "",
    activeTab: info.activeTab ?? "product",
  };
  writeJson(PRODUCT_LIST_KEY, stored);
}

/**
 * The filters and sort last used on the product list (not the page: a fresh visit starts at the
 * top), as a query string, or null when none were stored or they belonged to a search.
 */
export function readStoredListQuery(): string | null {
  const stored = readJson<Partial<GoodsSearchState> | null>(PRODUCT_LIST_KEY, null);
  if (!stored || typeof stored.goodsParams !== "string" || stored.searchWord) return null;
  const state = readListState(new URLSearchParams(stored.goodsParams));
  const qs = writeListState({ ...state, page: 1 }).toString();
  return qs || null;
}

export const clearGoodsSearchState = () => removeKey(PRODUCT_LIST_KEY);
