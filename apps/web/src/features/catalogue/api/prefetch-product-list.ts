import type { QueryClient } from "@tanstack/react-query";
import { readListState, toProductQuery } from "../rules/list-params";
import { catalogueCodesOptions } from "./get-catalogue-codes";
import { productPagesOptions } from "./get-products";

/**
 * What a product list shows first, for a page's loader: its first page (filters and sort from the
 * address, `searchWord` for search results) and the filter codes.
 */
export const prefetchProductList = (queryClient: QueryClient, search: URLSearchParams, searchWord?: string) =>
  Promise.all([
    queryClient.prefetchInfiniteQuery(productPagesOptions(toProductQuery(readListState(search), searchWord))),
    queryClient.prefetchQuery(catalogueCodesOptions()),
  ]);
