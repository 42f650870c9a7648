import { queryOptions, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/http/client";

export const eventQueryKey = (eventNo: number) => ["events", "detail", eventNo] as const;

/** GET user-api /api/events/{eventNo}: one event with its rich content, seats and the member's seat. */
export function getEvent(eventNo: number) {
  return callEndpoint("eventDetail", { pathParams: { eventNo }, hidden: true });
}

export const eventQueryOptions = (eventNo: number) =>
  queryOptions({ queryKey: eventQueryKey(eventNo), queryFn: () => getEvent(eventNo), retry: false });

export function useEvent(eventNo: number) {
  return useQuery({ ...eventQueryOptions(eventNo), enabled: eventNo > 0 });
}
