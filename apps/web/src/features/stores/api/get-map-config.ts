import { queryOptions, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/http/client";

export const mapConfigQueryKey = ["mapConfig"] as const;

/** GET product-api /api/map-config: the map provider (with its key) or the open map's tile address. */
export const getMapConfig = () => callEndpoint("mapConfig", { hidden: true, silent: true });

export const mapConfigQueryOptions = () =>
  queryOptions({ queryKey: mapConfigQueryKey, queryFn: getMapConfig, staleTime: Number.POSITIVE_INFINITY, retry: 1 });

export function useMapConfig() {
  return useQuery(mapConfigQueryOptions());
}
