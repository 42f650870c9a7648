import type { Review, ReviewPage } from "@cellar/contracts/client";
import { FIRST_PAGE, type ListPage, PAGE_SIZE } from "../../../components/ui/use-infinite-list";
import { callEndpoint } from "../../../lib/http/client";

export type ReviewSort = "latest" | "rating";
export type ReviewListParams = { photoOnly?: boolean; sort?: ReviewSort; pageSize?: number };

export const reviewsQueryKey = (itemCd: string, { photoOnly = false, sort = "latest" }: ReviewListParams = {}) =>
  ["reviews", "product", itemCd, photoOnly ? "photo" : "all", sort] as const;

/** GET product-api /api/products/{itemCd}/reviews: a page of reviews with the summary. */
export const getReviewPage = (
  itemCd: string,
  pageNo = FIRST_PAGE,
  { photoOnly = false, sort = "latest", pageSize = PAGE_SIZE }: ReviewListParams = {},
): Promise<ReviewPage> =>
  callEndpoint("reviews", {
    pathParams: { itemCd },
    params: { photoOnly: photoOnly ? "true" : "false", sort, pageNo, pageSize },
    hidden: true,
    silent: true,
  });

export type ReviewListPage = ListPage<Review> & { summary: ReviewPage["summary"] };

export async function getReviewListPage(itemCd: string, pageNo: number, params: ReviewListParams = {}) {
  const page = await getReviewPage(itemCd, pageNo, params);
  return {
    list: page.list,
    pageNo: page.pageNo,
    hasMore: page.pageNo < page.totalPages,
    total: page.totalCnt,
    summary: page.summary,
  } satisfies ReviewListPage;
}
