import type { OrderLines, OrderSheet } from "@cellar/contracts/client";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/http/client";

export const orderSheetQueryKey = (lines: OrderLines) => ["order", "sheet", lines] as const;

/** POST commerce-api orders/order: orderer, stores, pick-up days, usable coupons, address book, first calculation. */
export const getOrderSheet = (lines: OrderLines): Promise<OrderSheet> =>
  callEndpoint("orderSheet", { data: lines, silent: true });

export const orderSheetQueryOptions = (lines: OrderLines) =>
  queryOptions({
    queryKey: orderSheetQueryKey(lines),
    queryFn: () => getOrderSheet(lines),
    staleTime: 0,
    retry: false,
  });

export function useOrderSheet(lines: OrderLines | null) {
  return useQuery({ ...orderSheetQueryOptions(lines ?? {}), enabled: lines !== null });
}
