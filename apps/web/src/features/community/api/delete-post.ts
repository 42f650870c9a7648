import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/http/client";

/** DELETE user-api /api/community/posts/{postNo} (the author's own). */
export const deletePost = (postNo: string) =>
  callEndpoint("communityPostDelete", { pathParams: { postNo }, silent: true });

export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePost,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ["community", "feed"] }),
  });
}
