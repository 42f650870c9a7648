import { PRODUCT_PAGE_SIZE } from "@cellar/contracts/client";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/http/client";
import { nextPageOf } from "./paging";

export const mySellerQueryKey = (memberNo: string) => ["mySeller", memberNo] as const;

/** GET product-api /api/products/myseller: what the member bought most, ten per page. */
export function getMySeller(pageNo: number) {
  return callEndpoint("mySeller", { params: { pageNo, pageSize: PRODUCT_PAGE_SIZE }, hidden: true });
}

export const mySellerQueryOptions = (memberNo: string) =>
  infiniteQueryOptions({
    queryKey: mySellerQueryKey(memberNo),
    queryFn: ({ pageParam }) => getMySeller(pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });

export function useMySeller(memberNo: string | null) {
  return useInfiniteQuery({ ...mySellerQueryOptions(memberNo ?? ""), enabled: memberNo !== null });
}
