import {
  DEFAULT_PRODUCT_SORT,
  PRODUCT_PAGE_SIZE,
  PRODUCT_SORT_VALUES,
  type ProductListQueryInput,
  type ProductSort,
} from "@cellar/contracts/client";

/**
 * The goods search state of a list (SPEC §3) as it lives in the URL (CONVENTIONS rule 3): the
 * filters under the API's own query names, the sort, and `page` = how many pages are shown, so a
 * reload or a shared address restores pages 1..N.
 */
export type ListFilters = {
  /** Large class (CATEGORY_CODES). */
  category?: string;
  /** Sub-classes of the category. */
  sCategories: string[];
  /** Minimum score code (PROD_SCORE). */
  score?: string;
  /** Price range code (PROD_PRICE). */
  price?: string;
  country: string[];
  pairing: string[];
};
export type ListState = ListFilters & { sort: ProductSort; page: number };

export const EMPTY_FILTERS: ListFilters = { sCategories: [], country: [], pairing: [] };
/** More pages than this are not restored from an address (10 per page → 200 items). */
export const MAX_RESTORED_PAGES = 20;

const CODE = /^[A-Za-z0-9_]{1,20}$/;
const one = (v: string | null) => (v && CODE.test(v) ? v : undefined);
const many = (vs: string[]) => [...new Set(vs.filter((v) => CODE.test(v)))].slice(0, 30);

/** Reads the list state from a query string; unknown or malformed values fall back to the defaults. */
export function readListState(search: URLSearchParams): ListState {
  const sort = search.get("sort");
  const page = Number(search.get("page"));
  const category = one(search.get("category"));
  return {
    category,
    // Sub-classes only mean something inside their large class (1010 belongs to 10).
    sCategories: category ? many(search.getAll("sCategories")).filter((c) => c.startsWith(category)) : [],
    score: one(search.get("score")),
    price: one(search.get("price")),
    country: many(search.getAll("country")),
    pairing: many(search.getAll("pairing")),
    sort: (PRODUCT_SORT_VALUES as readonly string[]).includes(sort ?? "")
      ? (sort as ProductSort)
      : DEFAULT_PRODUCT_SORT,
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, MAX_RESTORED_PAGES) : 1,
  };
}

/** The query string of a list state; defaults (sort 01, page 1, empty filters) are left out. */
export function writeListState(state: ListState): URLSearchParams {
  const search = new URLSearchParams();
  if (state.category) search.set("category", state.category);
  for (const c of state.sCategories) search.append("sCategories", c);
  if (state.score) search.set("score", state.score);
  if (state.price) search.set("price", state.price);
  for (const c of state.country) search.append("country", c);
  for (const c of state.pairing) search.append("pairing", c);
  if (state.sort !== DEFAULT_PRODUCT_SORT) search.set("sort", state.sort);
  if (state.page > 1) search.set("page", String(state.page));
  return search;
}

/** Only the filters of a state. */
export function filtersOf(state: ListFilters): ListFilters {
  const { category, sCategories, score, price, country, pairing } = state;
  return { category, sCategories, score, price, country, pairing };
}

/** The products query (without the page number) of a state and an optional search word. */
export function toProductQuery(state: ListFilters & { sort: ProductSort }, searchWord?: string): ProductListQueryInput {
  return {
    ...filtersOf(state),
    sort: state.sort,
    searchWord: searchWord?.trim() || undefined,
    pageSize: PRODUCT_PAGE_SIZE,
  };
}

/** How many filter values are chosen (the badge of the filter button). */
export function activeFilterCount(f: ListFilters): number {
  return (
    (f.category ? 1 : 0) +
    f.sCategories.length +
    (f.score ? 1 : 0) +
    (f.price ? 1 : 0) +
    f.country.length +
    f.pairing.length
  );
}

/** Chooses a large class (or none); its sub-classes are dropped when it changes. */
export function withCategory(f: ListFilters, category: string | undefined): ListFilters {
  return { ...f, category, sCategories: category === f.category ? f.sCategories : [] };
}

export function toggleIn(values: readonly string[], value: string): string[] {
  return values.includes(value) ? values.filter((v) => v !== value) : [...values, value];
}

/** A single-choice value toggles off when chosen again. */
export const toggleOne = (current: string | undefined, value: string) => (current === value ? undefined : value);

export const sameFilters = (a: ListFilters, b: ListFilters) =>
  writeListState({ ...a, sort: DEFAULT_PRODUCT_SORT, page: 1 }).toString() ===
  writeListState({ ...b, sort: DEFAULT_PRODUCT_SORT, page: 1 }).toString();
