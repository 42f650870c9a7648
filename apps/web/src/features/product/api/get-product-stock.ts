import { queryOptions, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/http/client";

export const productStockQueryKey = (itemCd: string) => ["products", "stock", itemCd] as const;

/** GET product-api /api/products/{itemCd}/stock?inStockOnly=true: the stores that have it. */
export const getProductStock = (itemCd: string) =>
  callEndpoint("productStock", { pathParams: { itemCd }, params: { inStockOnly: "true" }, hidden: true, silent: true });

export const productStockQueryOptions = (itemCd: string) =>
  queryOptions({ queryKey: productStockQueryKey(itemCd), queryFn: () => getProductStock(itemCd), retry: false });

/** Loaded only while the store picker is open. */
export function useProductStock(itemCd: string, enabled: boolean) {
  return useQuery({ ...productStockQueryOptions(itemCd), enabled });
}
