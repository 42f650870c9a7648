import type { ProductSort, ProductSummary } from "@cellar/contracts/client";
import { useCallback, useEffect, useMemo } from "react";
import { useSearchParams } from "react-router";
import { useProductPages } from "../api/get-products";
import { type ListFilters, type ListState, readListState, toProductQuery, writeListState } from "../rules/list-params";
import { saveGoodsSearchState } from "../rules/list-storage";
import { useScrollMemory } from "./use-scroll-memory";

export type PagedItem = { product: ProductSummary; page: number };

/** Writes `page=N` into the current history entry without a navigation (no scroll to the top). */
function recordPage(page: number) {
  const url = new URL(window.location.href);
  if (page > 1) url.searchParams.set("page", String(page));
  else url.searchParams.delete("page");
  if (url.href !== window.location.href) window.history.replaceState(window.history.state, "", url);
}

/**
 * A product list driven by the URL (docs/decisions/260-list-state-in-the-url.md): filters and sort
 * from the query string, pages 1..`page` loaded again after a reload or back, the scroll put back,
 * and every change mirrored into `prodLstParam`.
 */
export function useProductList({ title, searchWord }: { title: string; searchWord?: string }) {
  const [search, setSearch] = useSearchParams();
  const state = useMemo(() => readListState(search), [search]);
  const listKey = writeListState({ ...state, page: 1 }).toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the query changes with the list key (filters + sort), not with the page
  const query = useMemo(() => toProductQuery(state, searchWord), [listKey, searchWord]);
  const pages = useProductPages(query);

  const loaded = pages.data?.pages ?? [];
  const total = loaded[0]?.totalCnt ?? 0;
  const target = state.page;
  const restoring = pages.isSuccess && loaded.length < target && pages.hasNextPage;

  // A reload or a shared address loads its pages 1..N one after another.
  // biome-ignore lint/correctness/useExhaustiveDependencies: each page loaded asks for the next (isFetching alone may not change between two renders)
  useEffect(() => {
    if (restoring && !pages.isFetching) pages.fetchNextPage().catch(() => undefined);
  }, [restoring, pages.isFetching, pages.fetchNextPage, loaded.length]);

  // The address follows the pages shown once the restore is over.
  useEffect(() => {
    if (pages.isSuccess && !restoring && loaded.length > 0) recordPage(Math.max(loaded.length, 1));
  }, [pages.isSuccess, restoring, loaded.length]);

  useEffect(() => {
    if (!pages.isSuccess) return;
    saveGoodsSearchState({ ...state, page: Math.max(loaded.length, 1) }, { title, searchWord, totalCnt: total });
  }, [pages.isSuccess, state, loaded.length, title, searchWord, total]);

  const scrollSettled = useScrollMemory((pages.isSuccess && !restoring) || pages.isError, listKey, () => {
    if (target <= 1) return null;
    const first = document.querySelector(`[data-list-page="${target}"]`);
    return first ? first.getBoundingClientRect().top + window.scrollY - 120 : null;
  });

  const items: PagedItem[] = useMemo(
    () => loaded.flatMap((page) => page.list.map((product) => ({ product, page: page.pageNo }))),
    [loaded],
  );

  const navigate = useCallback((next: ListState) => setSearch(writeListState(next), { replace: true }), [setSearch]);

  return {
    state,
    items,
    total,
    correctedWord: loaded[0]?.correctedWord ?? null,
    isPending: pages.isPending,
    isError: pages.isError && loaded.length === 0,
    /** A later page failed: the list stays, the sentinel stops, a retry button shows. */
    moreFailed: pages.isFetchNextPageError,
    isFetchingMore: pages.isFetchingNextPage || restoring,
    canLoadMore: scrollSettled && pages.hasNextPage && !pages.isFetching && !pages.isFetchNextPageError && !restoring,
    loadMore: () => {
      pages.fetchNextPage().catch(() => undefined);
    },
    retry: () => {
      const again = loaded.length === 0 ? pages.refetch() : pages.fetchNextPage();
      again.catch(() => undefined);
    },
    setFilters: (filters: ListFilters) => navigate({ ...filters, sort: state.sort, page: 1 }),
    setSort: (sort: ProductSort) => navigate({ ...state, sort, page: 1 }),
  };
}
