import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/http/client";
import { invalidateAfterChange } from "../../../lib/query/after-change";
import { wishlistQueryKey } from "./get-wishlist";

/** DELETE product-api /api/attention/all (SPEC §7). */
export const clearWishlist = () => callEndpoint("wishlistRemoveAll", { silent: true });

export function useClearWishlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearWishlist,
    onSettled: () => {
      void invalidateAfterChange(queryClient, wishlistQueryKey, ["products"]);
    },
  });
}
