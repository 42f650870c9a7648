import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/http/client";

export const ROULETTE_SPINS_PAGE_SIZE = 20;
export const rouletteSpinsQueryKey = ["roulette", "spins"] as const;

/** GET user-api /api/roulette/spins: the member's spins, newest first, with what each gave. */
export function getRouletteSpins(pageNo: number) {
  return callEndpoint("rouletteSpins", { params: { pageNo, pageSize: ROULETTE_SPINS_PAGE_SIZE }, hidden: true });
}

export const rouletteSpinsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: rouletteSpinsQueryKey,
    queryFn: ({ pageParam }) => getRouletteSpins(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNo < last.totalPages ? last.pageNo + 1 : undefined),
  });

export function useRouletteSpins(enabled: boolean) {
  return useInfiniteQuery({ ...rouletteSpinsQueryOptions(), enabled });
}
