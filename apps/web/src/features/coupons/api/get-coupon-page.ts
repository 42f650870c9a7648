import type { CouponPage, CouponSearchType } from "@cellar/contracts/client";
import { queryOptions } from "@tanstack/react-query";
import { FIRST_PAGE, type ListPage, PAGE_SIZE } from "../../../components/ui/use-infinite-list";
import { callEndpoint } from "../../../lib/http/client";

export type CouponOrder = "deadline" | "latest";

export type CouponPageParams = {
  searchType: CouponSearchType;
  orderColId: CouponOrder;
  pageNo?: number;
  size?: number;
  totalRows?: number;
};

/** Deadline sorts ascending (ending soonest first), latest descending. */
export const orderTypeOf = (orderColId: CouponOrder) => (orderColId === "deadline" ? "ASC" : "DESC");

export const couponPageQueryKey = (searchType: CouponSearchType, orderColId: CouponOrder) =>
  ["coupons", "page", searchType, orderColId] as const;

/**
 * GET user-api coupon/publish/pagination (SPEC §7): searchType, available=true, orderColId,
 * orderType, pageNo, size, totalRows. Later pages load without the spinner.
 */
export async function getCouponPage(
  { searchType, orderColId, pageNo = FIRST_PAGE, size = PAGE_SIZE, totalRows = 0 }: CouponPageParams,
  options: { silent?: boolean } = {},
): Promise<CouponPage> {
  return callEndpoint("couponPublishPage", {
    params: {
      searchType,
      available: "true",
      orderColId,
      orderType: orderTypeOf(orderColId),
      pageNo,
      size,
      totalRows,
    },
    hidden: pageNo > FIRST_PAGE,
    silent: options.silent,
  });
}

/** A coupon page as an infinite-list page. */
export function toListPage<T>(page: { pageNo: number; size: number; totalRows: number; list: T[] }): ListPage<T> {
  return {
    list: page.list,
    pageNo: page.pageNo,
    hasMore: page.pageNo * page.size < page.totalRows,
    total: page.totalRows,
  };
}

/** How many coupons the member can use now (my page's count): the first page's total. */
export const usableCouponCountQueryOptions = () =>
  queryOptions({
    queryKey: [...couponPageQueryKey("AVAILABLE", "deadline"), "count"] as const,
    queryFn: async () =>
      (await getCouponPage({ searchType: "AVAILABLE", orderColId: "deadline", size: 1 }, { silent: true })).totalRows,
  });
