import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/http/client";
import { postQueryKey } from "./get-post";

/** POST user-api /api/community/posts/{postNo}/comments {content, parentNo}. */
export const writeComment = (postNo: string, content: string, parentNo: string | null) =>
  callEndpoint("communityCommentWrite", { pathParams: { postNo }, data: { content, parentNo }, silent: true });

export function useWriteComment(postNo: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ content, parentNo }: { content: string; parentNo: string | null }) =>
      writeComment(postNo, content, parentNo),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: postQueryKey(postNo) }),
  });
}
