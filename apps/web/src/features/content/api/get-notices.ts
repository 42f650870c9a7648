import type { NoticeCategory } from "@cellar/contracts/client";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/http/client";
import { nextPageOf } from "../rules/paging";

export const NOTICE_PAGE_SIZE = 20;

export const noticesQueryKey = (category: NoticeCategory | null) => ["notices", "list", category ?? "ALL"] as const;

/** GET user-api /api/notices: one page of published notices (of a category), pinned first, then newest. */
export function getNotices(category: NoticeCategory | null, pageNo: number) {
  return callEndpoint("notices", {
    params: { ...(category ? { category } : {}), pageNo, pageSize: NOTICE_PAGE_SIZE },
    hidden: true,
  });
}

export const noticesQueryOptions = (category: NoticeCategory | null) =>
  infiniteQueryOptions({
    queryKey: noticesQueryKey(category),
    queryFn: ({ pageParam }) => getNotices(category, pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });

export function useNotices(category: NoticeCategory | null) {
  return useInfiniteQuery(noticesQueryOptions(category));
}
