import { queryOptions, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/http/client";

export const noticeQueryKey = (noticeNo: number) => ["notices", "detail", noticeNo] as const;

/** GET user-api /api/notices/{noticeNo}: one published notice with its rich content. */
export function getNotice(noticeNo: number) {
  return callEndpoint("noticeDetail", { pathParams: { noticeNo }, hidden: true });
}

export const noticeQueryOptions = (noticeNo: number) =>
  queryOptions({ queryKey: noticeQueryKey(noticeNo), queryFn: () => getNotice(noticeNo), retry: false });

export function useNotice(noticeNo: number) {
  return useQuery({ ...noticeQueryOptions(noticeNo), enabled: noticeNo > 0 });
}
