import type { GnbOrderPage } from "@cellar/contracts/client";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { FIRST_PAGE, type ListPage, PAGE_SIZE } from "../../../components/ui/use-infinite-list";
import { callEndpoint } from "../../../lib/http/client";

export const gnbOrdersQueryKey = ["orders", "gnb"] as const;

/** GET commerce-api /api/orders/pages/gnb (SPEC §7): in-progress orders, page by page. Failures only log. */
export async function getGnbOrders(pageNo: number = FIRST_PAGE, pageSize: number = PAGE_SIZE): Promise<GnbOrderPage> {
  return callEndpoint("ordersGnb", {
    params: { isProcess: "true", pageNo, pageSize },
    hidden: pageNo > FIRST_PAGE,
    silent: true,
  });
}

export function toOrderListPage<T>(page: { pageNo: number; totalPages: number; list: T[] }): ListPage<T> {
  return { list: page.list, pageNo: page.pageNo, hasMore: page.pageNo < page.totalPages };
}

/** Whether any in-progress order exists (the dot on the order button); failures count as none. */
export const hasInProgressOrdersQueryOptions = () =>
  queryOptions({
    queryKey: [...gnbOrdersQueryKey, "exists"] as const,
    queryFn: async () => {
      try {
        const page = await callEndpoint("ordersGnb", {
          params: { isProcess: "true", pageNo: FIRST_PAGE, pageSize: 1 },
          hidden: true,
          silent: true,
        });
        return page.totalCnt > 0;
      } catch (e) {
        console.warn("[orders] in-progress check failed", e);
        return false;
      }
    },
  });

export function useHasInProgressOrders(enabled: boolean) {
  return useQuery({ ...hasInProgressOrdersQueryOptions(), enabled });
}

/** How many orders are in progress (my page's badge); failures only log and show nothing. */
export const inProgressOrderCountQueryOptions = () =>
  queryOptions({
    queryKey: [...gnbOrdersQueryKey, "count"] as const,
    queryFn: async () => {
      const page = await callEndpoint("ordersGnb", {
        params: { isProcess: "true", pageNo: FIRST_PAGE, pageSize: 1 },
        hidden: true,
        silent: true,
      });
      return page.totalCnt;
    },
  });
