import { queryOptions, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/http/client";

export const writableReviewsQueryKey = ["reviews", "writable"] as const;

/** GET product-api /api/reviews/writable: bought items not reviewed yet. */
export const getWritableReviews = () => callEndpoint("writableReviews", { silent: true });

export const writableReviewsQueryOptions = () =>
  queryOptions({ queryKey: writableReviewsQueryKey, queryFn: getWritableReviews, retry: false });

export function useWritableReviews(enabled = true) {
  return useQuery({ ...writableReviewsQueryOptions(), enabled });
}
