import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/http/client";

/** DELETE user-api /api/community/blocks/{authorNo}. */
export const unblock = (authorNo: string) =>
  callEndpoint("communityUnblock", { pathParams: { authorNo }, silent: true });

export function useUnblock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unblock,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ["community"] }),
  });
}
