import { queryOptions, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/http/client";

export const specialItemQueryKey = (itemCd: string) => ["specialSales", "item", itemCd] as const;

/** GET commerce-api /api/special-sales/items/{itemCd}: one bottle of the caller's sale. */
export const getSpecialItem = (itemCd: string) =>
  callEndpoint("specialSalesItem", { pathParams: { itemCd }, hidden: true, silent: true });

export const specialItemQueryOptions = (itemCd: string) =>
  queryOptions({ queryKey: specialItemQueryKey(itemCd), queryFn: () => getSpecialItem(itemCd), retry: false });

export function useSpecialItem(itemCd: string) {
  return useQuery({ ...specialItemQueryOptions(itemCd), enabled: itemCd !== "" });
}
