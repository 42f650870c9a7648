import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/http/client";
import { invalidateAfterChange } from "../../../lib/query/after-change";
import { restockListQueryKey } from "./get-restock-list";

/** DELETE product-api /api/restock/{itemCd}: cancels a restock alert. */
export const removeRestock = (itemCd: string) =>
  callEndpoint("restockRemove", { pathParams: { itemCd }, silent: true });

export function useRemoveRestock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeRestock,
    onSettled: (_data, _error, itemCd) => {
      void invalidateAfterChange(queryClient, restockListQueryKey, ["products", "detail", itemCd]);
    },
  });
}
