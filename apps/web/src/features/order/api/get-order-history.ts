import type { OrderHistoryPage, OrderHistoryQuery } from "@cellar/contracts/client";
import { PAGE_SIZE } from "../../../components/ui/use-infinite-list";
import { callEndpoint } from "../../../lib/http/client";

export type HistoryFilter = Pick<OrderHistoryQuery, "period" | "status"> & { giftYn?: "Y" | "N" };

export const orderHistoryQueryKey = (filter: HistoryFilter) => ["orders", "history", filter] as const;

/** GET commerce-api orders/history: the member's orders of the last `period` months, ten a page. */
export const getOrderHistory = (filter: HistoryFilter, pageNo: number): Promise<OrderHistoryPage> =>
  callEndpoint("orderHistory", { params: { ...filter, pageNo, pageSize: PAGE_SIZE }, hidden: true });
