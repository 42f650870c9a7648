import type { CommunityPostWriteInput } from "@cellar/contracts/client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/http/client";
import { postQueryKey } from "./get-post";

/** POST (new) or PATCH (edit) user-api /api/community/posts: answers the saved post. */
export const savePost = (postNo: string | null, post: CommunityPostWriteInput) =>
  postNo
    ? callEndpoint("communityPostUpdate", { pathParams: { postNo }, data: post, silent: true })
    : callEndpoint("communityPostWrite", { data: post, silent: true });

export function useSavePost(postNo: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (post: CommunityPostWriteInput) => savePost(postNo, post),
    onSuccess: (saved) => {
      queryClient.setQueryData(postQueryKey(saved.postNo), saved);
      void queryClient.invalidateQueries({ queryKey: ["community", "feed"] });
    },
  });
}
