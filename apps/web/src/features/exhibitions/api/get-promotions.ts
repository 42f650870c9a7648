import type { PromotionPeriod } from "@cellar/contracts/client";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/http/client";

export const promotionsQueryKey = (period: PromotionPeriod) => ["promotions", period] as const;

/** GET product-api /api/promotions?period=: ongoing, upcoming or ended promotions. */
export function getPromotions(period: PromotionPeriod) {
  return callEndpoint("promotions", { params: { period }, hidden: true });
}

export const promotionsQueryOptions = (period: PromotionPeriod) =>
  queryOptions({ queryKey: promotionsQueryKey(period), queryFn: () => getPromotions(period) });

export function usePromotions(period: PromotionPeriod) {
  return useQuery(promotionsQueryOptions(period));
}
