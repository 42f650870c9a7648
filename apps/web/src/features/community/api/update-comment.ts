import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/http/client";
import { postQueryKey } from "./get-post";

/** PATCH user-api /api/community/comments/{commentNo} {content} (the author's own). */
export const updateComment = (commentNo: string, content: string) =>
  callEndpoint("communityCommentUpdate", { pathParams: { commentNo }, data: { content }, silent: true });

export function useUpdateComment(postNo: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ commentNo, content }: { commentNo: string; content: string }) => updateComment(commentNo, content),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: postQueryKey(postNo) }),
  });
}
