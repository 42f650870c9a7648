import { queryOptions, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/http/client";
import type { StoreFilters } from "../rules/store-filters";

export const storesQueryKey = ["stores"] as const;
export const storeListQueryKey = (filters: StoreFilters, mberNo: string | null) =>
  [...storesQueryKey, "list", mberNo ?? "", filters] as const;

/** GET product-api /api/tnant (SPEC §7): the stores matching the filters, favourites first, then by name. */
export const getStores = (filters: StoreFilters) =>
  callEndpoint("storeList", {
    params: {
      keyword: filters.keyword || undefined,
      region: filters.region ?? undefined,
      openNow: filters.openNow ? "true" : undefined,
      services: filters.services.length > 0 ? filters.services : undefined,
      favoriteOnly: filters.favoriteOnly ? "true" : undefined,
    },
    hidden: true,
    silent: true,
  });

export const storeListQueryOptions = (filters: StoreFilters, mberNo: string | null) =>
  queryOptions({
    queryKey: storeListQueryKey(filters, mberNo),
    queryFn: () => getStores(filters),
    retry: false,
    // Open-now changes with the clock; a minute is fresh enough.
    staleTime: 60_000,
  });

export function useStores(filters: StoreFilters, mberNo: string | null, enabled = true) {
  return useQuery({ ...storeListQueryOptions(filters, mberNo), enabled });
}
