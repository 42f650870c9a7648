import { PRODUCT_PAGE_SIZE } from "@cellar/contracts/client";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/http/client";
import { nextPageOf } from "./paging";

export const promotionDetailQueryKey = (promotionNo: string) => ["promotions", "detail", promotionNo] as const;

/** GET product-api /api/promotions/{promotionNo}: the promotion with one page of its products. */
export function getPromotionDetail(promotionNo: string, pageNo: number) {
  return callEndpoint("promotionDetail", {
    pathParams: { promotionNo },
    params: { pageNo, pageSize: PRODUCT_PAGE_SIZE },
    hidden: true,
  });
}

/** Page by page: the first page carries the promotion shown above the products. */
export const promotionDetailQueryOptions = (promotionNo: string) =>
  infiniteQueryOptions({
    queryKey: promotionDetailQueryKey(promotionNo),
    queryFn: ({ pageParam }) => getPromotionDetail(promotionNo, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => nextPageOf(last.products),
  });

export function usePromotionDetail(promotionNo: string) {
  return useInfiniteQuery(promotionDetailQueryOptions(promotionNo));
}
