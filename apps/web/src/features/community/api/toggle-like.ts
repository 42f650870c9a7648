import type { CommunityPost } from "@cellar/contracts/client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/http/client";
import { postQueryKey } from "./get-post";

/** PUT (like) or DELETE (unlike) user-api /api/community/posts/{postNo}/like: answers the new count. */
export const setLike = (postNo: string, liked: boolean) =>
  callEndpoint(liked ? "communityLike" : "communityUnlike", { pathParams: { postNo }, hidden: true, silent: true });

export function useToggleLike(postNo: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (liked: boolean) => setLike(postNo, liked),
    onSuccess: (like) => {
      queryClient.setQueryData<CommunityPost>(postQueryKey(postNo), (post) => (post ? { ...post, ...like } : post));
      void queryClient.invalidateQueries({ queryKey: ["community", "feed"] });
    },
  });
}
