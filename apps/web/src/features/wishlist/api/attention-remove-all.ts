import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/http/client";
import { invalidateAfterChange } from "../../../lib/query/after-change";
import { attentionListQueryKey } from "./get-attention-list";

/** DELETE product-api /api/attention/all (SPEC §7). */
export const removeAllAttention = () => callEndpoint("attentionRemoveAll", { silent: true });

export function useRemoveAllAttention() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeAllAttention,
    onSettled: () => {
      void invalidateAfterChange(queryClient, attentionListQueryKey, ["products"]);
    },
  });
}
