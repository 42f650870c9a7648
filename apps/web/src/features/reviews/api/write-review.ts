import type { ReviewWriteInput } from "@cellar/contracts/client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/http/client";
import { invalidateAfterChange } from "../../../lib/query/after-change";

/** POST product-api /api/products/{itemCd}/reviews (only a member who bought it). */
export const writeReview = (itemCd: string, review: ReviewWriteInput) =>
  callEndpoint("reviewWrite", { pathParams: { itemCd }, data: review, silent: true });

/** PATCH product-api /api/reviews/{reviewNo} (own review). */
export const updateReview = (reviewNo: string, review: ReviewWriteInput) =>
  callEndpoint("reviewUpdate", { pathParams: { reviewNo }, data: review, silent: true });

/** Writes a new review, or saves the one given by `reviewNo`; refreshes every review list and the product. */
export function useSaveReview(itemCd: string, reviewNo: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (review: ReviewWriteInput) => (reviewNo ? updateReview(reviewNo, review) : writeReview(itemCd, review)),
    onSuccess: () => {
      void invalidateAfterChange(queryClient, ["reviews"], ["products", "detail", itemCd]);
    },
  });
}
