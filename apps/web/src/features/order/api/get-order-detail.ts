import type { OrderDetail } from "@cellar/contracts/client";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/http/client";

export const orderDetailQueryKey = (orderNo: string) => ["orders", "detail", orderNo] as const;

/** GET commerce-api orders/:orderNo: status, items, amounts with each discount, payments, voucher. */
export const getOrderDetail = (orderNo: string): Promise<OrderDetail> =>
  callEndpoint("orderDetail", { pathParams: { orderNo }, silent: true });

export const orderDetailQueryOptions = (orderNo: string) =>
  queryOptions({ queryKey: orderDetailQueryKey(orderNo), queryFn: () => getOrderDetail(orderNo), retry: false });

export function useOrderDetail(orderNo: string) {
  return useQuery({ ...orderDetailQueryOptions(orderNo), enabled: orderNo !== "" });
}
