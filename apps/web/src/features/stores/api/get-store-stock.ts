import { queryOptions, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/http/client";
import { storesQueryKey } from "./get-stores";

export const storeStockQueryKey = (tnantCd: string, keyword: string) =>
  [...storesQueryKey, "stock", tnantCd, keyword] as const;

/** GET product-api /api/tnant/{id}/stock?keyword: products by name with their stock at the store. */
export const getStoreStock = (tnantCd: string, keyword: string) =>
  callEndpoint("storeStock", { pathParams: { tnantCd }, params: { keyword }, hidden: true, silent: true });

export const storeStockQueryOptions = (tnantCd: string, keyword: string) =>
  queryOptions({
    queryKey: storeStockQueryKey(tnantCd, keyword),
    queryFn: () => getStoreStock(tnantCd, keyword),
    retry: false,
  });

/** Asked only once a keyword was submitted. */
export function useStoreStock(tnantCd: string, keyword: string) {
  return useQuery({ ...storeStockQueryOptions(tnantCd, keyword), enabled: keyword.trim() !== "" });
}
