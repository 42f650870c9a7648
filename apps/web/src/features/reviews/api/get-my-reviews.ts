import type { ResponseOf } from "@cellar/contracts/client";
import { FIRST_PAGE, type ListPage, PAGE_SIZE } from "../../../components/ui/use-infinite-list";
import { callEndpoint } from "../../../lib/http/client";

export type MyReview = ResponseOf<"myReviews">["list"][number];

export const myReviewsQueryKey = ["reviews", "mine"] as const;

/** GET product-api /api/reviews/mine: my reviews with their products, newest first. */
export async function getMyReviewPage(pageNo = FIRST_PAGE): Promise<ListPage<MyReview>> {
  const page = await callEndpoint("myReviews", {
    params: { pageNo, pageSize: PAGE_SIZE },
    hidden: pageNo > FIRST_PAGE,
    silent: true,
  });
  return { list: page.list, pageNo: page.pageNo, hasMore: page.pageNo < page.totalPages, total: page.totalCnt };
}
