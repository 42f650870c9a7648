import type { WineKeepDetail } from "@cellar/contracts/client";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/http/client";

export const wineKeepsQueryKey = ["wineKeeps", "list"] as const;
export const wineKeepQueryKey = (keepNo: string) => ["wineKeeps", "detail", keepNo] as const;

/** GET user-api /api/wine-keeps: the member's keeps, nearest collect-by date first. */
export const wineKeepsQueryOptions = () =>
  queryOptions({ queryKey: wineKeepsQueryKey, queryFn: () => callEndpoint("wineKeepList", { hidden: true }) });

/** GET user-api /api/wine-keeps/{keepNo}: one keep with its barcode and hand-overs. */
export const wineKeepQueryOptions = (keepNo: string) =>
  queryOptions({
    queryKey: wineKeepQueryKey(keepNo),
    queryFn: () => callEndpoint("wineKeepDetail", { pathParams: { keepNo }, hidden: true }),
    retry: false,
  });

export const useWineKeeps = () => useQuery(wineKeepsQueryOptions());
export const useWineKeep = (keepNo: string) => useQuery({ ...wineKeepQueryOptions(keepNo), enabled: keepNo !== "" });

/** POST user-api /api/wine-keeps/{keepNo}/extend: the one 30-day extension; the answer replaces the keep. */
export function useExtendWineKeep(keepNo: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint("wineKeepExtend", { pathParams: { keepNo } }),
    onSuccess: (keep: WineKeepDetail) => queryClient.setQueryData(wineKeepQueryKey(keepNo), keep),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: wineKeepsQueryKey }),
  });
}
