import { queryOptions, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/http/client";

export const postQueryKey = (postNo: string) => ["community", "post", postNo] as const;

/** GET user-api /api/community/posts/{postNo}: the post with its photos, products and comments. */
export const getPost = (postNo: string) =>
  callEndpoint("communityPost", { pathParams: { postNo }, hidden: true, silent: true });

export const postQueryOptions = (postNo: string) =>
  queryOptions({ queryKey: postQueryKey(postNo), queryFn: () => getPost(postNo), retry: false });

export function usePost(postNo: string | null) {
  return useQuery({ ...postQueryOptions(postNo ?? ""), enabled: Boolean(postNo) });
}
