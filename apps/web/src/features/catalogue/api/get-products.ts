import type { ProductListQueryInput, ProductPage } from "@cellar/contracts/client";
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/http/client";

/** The list query without its page number (the infinite query pages it). */
export type ProductsQuery = Omit<ProductListQueryInput, "pageNo">;

/**
 * GET product-api /api/products: one page of the product list or of search results. Lists show
 * skeletons and their own error state, so no spinner and no global popup.
 */
export function getProducts(query: ProductListQueryInput): Promise<ProductPage> {
  return callEndpoint("products", { params: query, hidden: true, silent: true });
}

export const productsQueryKey = (query: ProductsQuery) => ["catalogue", "products", query] as const;

export const hasNextProductPage = (last: ProductPage) =>
  last.pageNo * last.pageSize < last.totalCnt ? last.pageNo + 1 : undefined;

/** Pages 1..N of a list. Kept 10 minutes after the list unmounts so back shows it at once. */
export const productPagesOptions = (query: ProductsQuery) =>
  infiniteQueryOptions({
    queryKey: productsQueryKey(query),
    initialPageParam: 1,
    queryFn: ({ pageParam }) => getProducts({ ...query, pageNo: pageParam }),
    getNextPageParam: hasNextProductPage,
    staleTime: 5 * 60_000,
    gcTime: 10 * 60_000,
  });

export function useProductPages(query: ProductsQuery) {
  return useInfiniteQuery(productPagesOptions(query));
}

/** How many items a draft of filters would show (the filter sheet's apply button): one item asked. */
export const productCountOptions = (query: ProductsQuery) =>
  queryOptions({
    queryKey: ["catalogue", "products", "count", query] as const,
    queryFn: async () => (await getProducts({ ...query, pageNo: 1, pageSize: 1 })).totalCnt,
    staleTime: 5 * 60_000,
  });

export function useProductCount(query: ProductsQuery, enabled: boolean) {
  return useQuery({ ...productCountOptions(query), enabled, placeholderData: keepPreviousData });
}
