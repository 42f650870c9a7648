import type { OrderBill } from "@cellar/contracts/client";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/http/client";

/** GET commerce-api orders/:orderNo/bill: the receipt of a paid order. */
export const getOrderBill = (orderNo: string): Promise<OrderBill> =>
  callEndpoint("orderBill", { pathParams: { orderNo }, silent: true });

export const orderBillQueryOptions = (orderNo: string) =>
  queryOptions({ queryKey: ["orders", "bill", orderNo] as const, queryFn: () => getOrderBill(orderNo), retry: false });

export function useOrderBill(orderNo: string) {
  return useQuery({ ...orderBillQueryOptions(orderNo), enabled: orderNo !== "" });
}
