import type { CommunityBoard, CommunityPostSummary, CommunitySort } from "@cellar/contracts/client";
import { type InfiniteListSource, PAGE_SIZE } from "../../../components/ui/use-infinite-list";
import { callEndpoint } from "../../../lib/http/client";

export const feedQueryKey = (board: CommunityBoard, sort: CommunitySort) => ["community", "feed", board, sort] as const;

/** GET user-api /api/community/posts: one page of a board, newest or most liked first. */
export const getFeed = (board: CommunityBoard, sort: CommunitySort, pageNo: number) =>
  callEndpoint("communityFeed", { params: { board, sort, pageNo, pageSize: PAGE_SIZE }, hidden: true });

/** A board's feed as an infinite list (the route's hook, and the page's loader for the first page). */
export const feedList = (board: CommunityBoard, sort: CommunitySort): InfiniteListSource<CommunityPostSummary> => ({
  queryKey: feedQueryKey(board, sort),
  logTag: "community",
  fetchPage: async (pageNo) => {
    const page = await getFeed(board, sort, pageNo);
    return { list: page.list, pageNo: page.pageNo, hasMore: page.pageNo < page.totalPages, total: page.totalCnt };
  },
});
