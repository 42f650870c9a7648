import type { EventStatus } from "@cellar/contracts/client";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/http/client";

export const EVENT_PAGE_SIZE = 10;

export const eventsQueryKey = (status: EventStatus) => ["events", "list", status] as const;

/** GET user-api /api/events?status=: one page of the chain's events (open, upcoming or closed), with the member's seat. */
export function getEvents(status: EventStatus, pageNo: number) {
  return callEndpoint("events", { params: { status, pageNo, pageSize: EVENT_PAGE_SIZE }, hidden: true });
}

export const eventsQueryOptions = (status: EventStatus) =>
  infiniteQueryOptions({
    queryKey: eventsQueryKey(status),
    queryFn: ({ pageParam }) => getEvents(status, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNo < last.totalPages ? last.pageNo + 1 : undefined),
  });

export function useEvents(status: EventStatus) {
  return useInfiniteQuery(eventsQueryOptions(status));
}
