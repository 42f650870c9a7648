import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/http/client";
import { blocksQueryKey } from "./get-blocks";

/** POST user-api /api/community/blocks {authorNo}: their posts and comments disappear for me. */
export const block = (authorNo: string) => callEndpoint("communityBlock", { data: { authorNo }, silent: true });

export function useBlock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: block,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ["community"] });
      void queryClient.invalidateQueries({ queryKey: blocksQueryKey });
    },
  });
}
