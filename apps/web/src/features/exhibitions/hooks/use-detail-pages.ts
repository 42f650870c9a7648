import type { ProductSummary } from "@cellar/contracts/client";
import type { InfiniteData, UseInfiniteQueryResult } from "@tanstack/react-query";
import { useMemo } from "react";

type DetailPage = { products: { list: ProductSummary[]; totalCnt: number } };

/**
 * The pages of a detail (promotion or exhibition) read as one: the first page's header, every
 * product loaded so far, and how to load more. A failed later page stops the loading.
 */
export function useDetailPages<D extends DetailPage>(query: UseInfiniteQueryResult<InfiniteData<D>>) {
  const pages = query.data?.pages;
  const products = useMemo(() => pages?.flatMap((p) => p.products.list) ?? [], [pages]);
  const hasMore = !query.isError && query.hasNextPage && !query.isFetching;
  return {
    first: pages?.[0] ?? null,
    products,
    totalCnt: pages?.[0]?.products.totalCnt ?? 0,
    hasMore: Boolean(hasMore),
    loadMore: () => {
      if (hasMore) query.fetchNextPage().catch(() => undefined);
    },
  };
}
