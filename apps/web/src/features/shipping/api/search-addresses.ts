import type { AddressSearchPage } from "@cellar/contracts/client";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/http/client";

export const addressSearchQueryKey = (keyword: string) => ["addressSearch", keyword] as const;

/** GET commerce-api address/search: a page of road-name addresses for a keyword. */
export const searchAddresses = (keyword: string, pageNo: number) =>
  callEndpoint("addressSearch", { params: { keyword, pageNo }, hidden: true });

const nextPage = (last: AddressSearchPage) => (last.pageNo < last.totalPages ? last.pageNo + 1 : undefined);

export const addressSearchQueryOptions = (keyword: string) =>
  infiniteQueryOptions({
    queryKey: addressSearchQueryKey(keyword),
    queryFn: ({ pageParam }) => searchAddresses(keyword, pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    staleTime: 5 * 60_000,
  });

/** The pages searched so far for `keyword` (nothing is asked while it is empty). */
export function useAddressSearch(keyword: string) {
  return useInfiniteQuery({ ...addressSearchQueryOptions(keyword), enabled: keyword !== "" });
}
