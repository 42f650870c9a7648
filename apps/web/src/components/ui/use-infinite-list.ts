import { infiniteQueryOptions, type QueryKey, useInfiniteQuery } from "@tanstack/react-query";
import { useMemo } from "react";

/** SPEC §9: page size 10, first page 1. */
export const PAGE_SIZE = 10;
export const FIRST_PAGE = 1;

export type ListPage<T> = { list: T[]; pageNo: number; hasMore: boolean; total?: number };

export type InfiniteListSource<T> = {
  queryKey: QueryKey;
  fetchPage: (pageNo: number) => Promise<ListPage<T>>;
  /** Where failures are logged (SPEC §8: list load failures are only logged). */
  logTag: string;
};

type UseInfiniteListOptions<T> = InfiniteListSource<T> & { enabled?: boolean };

/** The list's query, page by page: for the hook below, and for a page's loader to fetch its first page. */
export const infiniteListOptions = <T>({ queryKey, fetchPage, logTag }: InfiniteListSource<T>) =>
  infiniteQueryOptions({
    queryKey,
    initialPageParam: FIRST_PAGE,
    retry: false,
    queryFn: async ({ pageParam }: { pageParam: number }) => {
      try {
        return await fetchPage(pageParam);
      } catch (e) {
        console.warn(`[${logTag}] page ${pageParam} failed`, e);
        throw e;
      }
    },
    getNextPageParam: (last: ListPage<T>) => (last.hasMore ? last.pageNo + 1 : undefined),
  });

/**
 * An infinite list read page by page. The cache is dropped when the list unmounts (gcTime 0), so
 * showing it again starts from page 1 with an empty list. A failed load empties the list and ends
 * the scrolling (SPEC §8); the failure is only logged.
 */
export function useInfiniteList<T>({ enabled = true, ...source }: UseInfiniteListOptions<T>) {
  const query = useInfiniteQuery({ ...infiniteListOptions(source), enabled, gcTime: 0 });

  const failed = query.isError;
  const items = useMemo(() => (failed ? [] : (query.data?.pages.flatMap((p) => p.list) ?? [])), [failed, query.data]);
  const canLoadMore = !failed && query.hasNextPage && !query.isFetching;

  return {
    items,
    failed,
    error: query.error,
    /** The total the server reported with the first page (0 before it answers or after a failure). */
    total: failed ? 0 : (query.data?.pages[0]?.total ?? 0),
    isLoading: query.isPending && enabled,
    /** The first page has answered (successfully or not). */
    settled: query.isSuccess || failed,
    canLoadMore,
    loadMore: () => {
      if (canLoadMore) query.fetchNextPage().catch(() => undefined);
    },
  };
}
