import { queryOptions, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/http/client";
import { storesQueryKey } from "./get-stores";

export const pickupStoreQueryKey = (mberNo: string) => [...storesQueryKey, "pickup", mberNo] as const;

/** GET product-api /api/tnant/pickup: the member's store kept on the server (null when none). */
export const getPickupStore = () => callEndpoint("pickupStore", { hidden: true, silent: true });

export const pickupStoreQueryOptions = (mberNo: string) =>
  queryOptions({ queryKey: pickupStoreQueryKey(mberNo), queryFn: getPickupStore, retry: false, staleTime: 300_000 });

export function usePickupStore(mberNo: string | null) {
  return useQuery({ ...pickupStoreQueryOptions(mberNo ?? ""), enabled: Boolean(mberNo) });
}
