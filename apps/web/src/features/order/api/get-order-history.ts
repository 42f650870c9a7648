import type { OrderHistoryPage, OrderHistoryQuery } from "@cellar/contracts/client";
import { type InfiniteListSource, PAGE_SIZE } from "../../../components/ui/use-infinite-list";
import { callEndpoint } from "../../../lib/http/client";

export type HistoryFilter = Pick<OrderHistoryQuery, "period" | "status"> & { giftYn?: "Y" | "N" };

export const orderHistoryQueryKey = (filter: HistoryFilter) => ["orders", "history", filter] as const;

/** GET commerce-api orders/history: the member's orders of the last `period` months, ten a page. */
export const getOrderHistory = (filter: HistoryFilter, pageNo: number): Promise<OrderHistoryPage> =>
  callEndpoint("orderHistory", { params: { ...filter, pageNo, pageSize: PAGE_SIZE }, hidden: true });

export type OrderHistoryEntry = OrderHistoryPage["list"][number];

/** The history as an infinite list (the route's hook, and the page's loader for the first page). */
export const orderHistoryList = (filter: HistoryFilter): InfiniteListSource<OrderHistoryEntry> => ({
  queryKey: orderHistoryQueryKey(filter),
  logTag: "orders",
  fetchPage: async (pageNo) => {
    const page = await getOrderHistory(filter, pageNo);
    return { list: page.list, pageNo: page.pageNo, hasMore: page.pageNo < page.totalPages, total: page.totalCnt };
  },
});

export const HISTORY_PERIODS: readonly number[] = [1, 3, 6, 12];
export const HISTORY_STATUSES = ["all", "progress", "done", "cancel"] as const;
export type HistoryStatus = (typeof HISTORY_STATUSES)[number];

/** The filter in the address (`period`, `status`), defaults for anything else. */
export const readHistoryFilter = (search: URLSearchParams): HistoryFilter & { status: HistoryStatus } => {
  const period = Number(search.get("period"));
  const status = search.get("status") ?? "";
  return {
    period: HISTORY_PERIODS.includes(period) ? period : 3,
    status: (HISTORY_STATUSES as readonly string[]).includes(status) ? (status as HistoryStatus) : "all",
  };
};
