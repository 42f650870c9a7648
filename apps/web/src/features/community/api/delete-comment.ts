import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/http/client";
import { postQueryKey } from "./get-post";

/** DELETE user-api /api/community/comments/{commentNo} (the author's own). */
export const deleteComment = (commentNo: string) =>
  callEndpoint("communityCommentDelete", { pathParams: { commentNo }, silent: true });

export function useDeleteComment(postNo: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteComment,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: postQueryKey(postNo) }),
  });
}
