import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/http/client";
import { invalidateAfterChange } from "../../../lib/query/after-change";

/** DELETE product-api /api/reviews/{reviewNo} (own review). */
export const deleteReview = (reviewNo: string) =>
  callEndpoint("reviewDelete", { pathParams: { reviewNo }, silent: true });

export function useDeleteReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewNo }: { reviewNo: string; itemCd: string }) => deleteReview(reviewNo),
    onSettled: (_data, _error, { itemCd }) => {
      void invalidateAfterChange(queryClient, ["reviews"], ["products", "detail", itemCd]);
    },
  });
}
