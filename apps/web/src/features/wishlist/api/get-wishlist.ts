import type { ProductSummary } from "@cellar/contracts/client";
import {
  FIRST_PAGE,
  type InfiniteListSource,
  type ListPage,
  PAGE_SIZE,
} from "../../../components/ui/use-infinite-list";
import { callEndpoint } from "../../../lib/http/client";

export const wishlistQueryKey = ["wishlist", "list"] as const;

/** GET product-api /api/attention?pageNo&pageSize: the member's wish-list, newest first. */
export async function getWishlistPage(pageNo = FIRST_PAGE): Promise<ListPage<ProductSummary>> {
  const page = await callEndpoint("wishlist", {
    params: { pageNo, pageSize: PAGE_SIZE },
    hidden: pageNo > FIRST_PAGE,
    silent: true,
  });
  return toListPage(page);
}

/** A paged answer (pageNo, pageSize, totalCnt, totalPages, list) as an infinite-list page. */
export function toListPage<T>(page: { pageNo: number; totalPages: number; totalCnt: number; list: T[] }): ListPage<T> {
  return { list: page.list, pageNo: page.pageNo, hasMore: page.pageNo < page.totalPages, total: page.totalCnt };
}

/** The wish-list as an infinite list (the section's hook, and my page's loader for the first page). */
export const wishlistList: InfiniteListSource<ProductSummary> = {
  queryKey: wishlistQueryKey,
  fetchPage: getWishlistPage,
  logTag: "wishlist",
};
