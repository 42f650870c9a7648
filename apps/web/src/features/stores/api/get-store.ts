import { queryOptions, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/http/client";
import { storesQueryKey } from "./get-stores";

export const storeDetailQueryKey = (tnantCd: string, mberNo: string | null) =>
  [...storesQueryKey, "detail", tnantCd, mberNo ?? ""] as const;

/** GET product-api /api/tnant/{id} (SPEC §7): one store. */
export const getStore = (tnantCd: string) =>
  callEndpoint("storeDetail", { pathParams: { tnantCd }, hidden: true, silent: true });

export const storeDetailQueryOptions = (tnantCd: string, mberNo: string | null) =>
  queryOptions({
    queryKey: storeDetailQueryKey(tnantCd, mberNo),
    queryFn: () => getStore(tnantCd),
    retry: false,
    staleTime: 60_000,
  });

export function useStore(tnantCd: string, mberNo: string | null, enabled = true) {
  return useQuery({ ...storeDetailQueryOptions(tnantCd, mberNo), enabled: enabled && tnantCd !== "" });
}
