import { PRODUCT_PAGE_SIZE } from "@cellar/contracts/client";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/http/client";
import { nextPageOf } from "./paging";

export const exhibitionDetailQueryKey = (exhibitionNo: string) => ["exhibitions", "detail", exhibitionNo] as const;

/** GET product-api /api/exhibitions/{exhibitionNo}: the exhibition with one page of its products. */
export function getExhibitionDetail(exhibitionNo: string, pageNo: number) {
  return callEndpoint("exhibitionDetail", {
    pathParams: { exhibitionNo },
    params: { pageNo, pageSize: PRODUCT_PAGE_SIZE },
    hidden: true,
  });
}

export const exhibitionDetailQueryOptions = (exhibitionNo: string) =>
  infiniteQueryOptions({
    queryKey: exhibitionDetailQueryKey(exhibitionNo),
    queryFn: ({ pageParam }) => getExhibitionDetail(exhibitionNo, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => nextPageOf(last.products),
  });

export function useExhibitionDetail(exhibitionNo: string, enabled = true) {
  return useInfiniteQuery({ ...exhibitionDetailQueryOptions(exhibitionNo), enabled });
}
