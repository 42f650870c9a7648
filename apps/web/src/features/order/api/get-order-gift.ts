import { queryOptions, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/http/client";

/** GET commerce-api orders/:orderNo/gift: sender, receiver, message and items of a gift order. */
export const getOrderGift = (orderNo: string) =>
  callEndpoint("orderGiftDetail", { pathParams: { orderNo }, silent: true });

export const orderGiftQueryOptions = (orderNo: string) =>
  queryOptions({ queryKey: ["orders", "gift", orderNo] as const, queryFn: () => getOrderGift(orderNo), retry: false });

export function useOrderGift(orderNo: string) {
  return useQuery({ ...orderGiftQueryOptions(orderNo), enabled: orderNo !== "" });
}
