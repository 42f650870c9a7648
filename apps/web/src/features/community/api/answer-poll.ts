import type { CommunityPost } from "@cellar/contracts/client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/http/client";
import { postQueryKey } from "./get-post";

/** POST user-api /api/community/posts/{postNo}/poll {optionNo}: answers the live results. */
export const answerPoll = (postNo: string, optionNo: number) =>
  callEndpoint("communityPollAnswer", { pathParams: { postNo }, data: { optionNo }, silent: true });

export function useAnswerPoll(postNo: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (optionNo: number) => answerPoll(postNo, optionNo),
    onSuccess: (poll) => {
      queryClient.setQueryData<CommunityPost>(postQueryKey(postNo), (post) => (post ? { ...post, poll } : post));
      void queryClient.invalidateQueries({ queryKey: ["community", "feed"] });
    },
  });
}
