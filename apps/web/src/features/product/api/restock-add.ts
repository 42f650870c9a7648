import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/http/client";
import { invalidateAfterChange } from "../../../lib/query/after-change";

/** POST product-api /api/restock {itemCd, tnantCd?}: a restock alert for a sold-out product. */
export const addRestock = (itemCd: string, tnantCd: string | null) =>
  callEndpoint("restockAdd", { data: tnantCd ? { itemCd, tnantCd } : { itemCd }, silent: true });

/** Signs up and refreshes the product (its `restockAlarm`) and the restock list. */
export function useAddRestock(itemCd: string, tnantCd: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => addRestock(itemCd, tnantCd),
    onSettled: () => {
      void invalidateAfterChange(queryClient, ["products", "detail", itemCd], ["restock"]);
    },
  });
}
