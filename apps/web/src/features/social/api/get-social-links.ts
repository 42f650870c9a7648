import type { SocialLink } from "@cellar/contracts/client";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/http/client";

export const socialLinksQueryKey = ["social", "links"] as const;

/** GET user-api social links: the signed-in member's linked Kakao, Naver and Apple accounts. */
export async function getSocialLinks(): Promise<SocialLink[]> {
  return callEndpoint("socialLinks");
}

export const socialLinksQueryOptions = () => queryOptions({ queryKey: socialLinksQueryKey, queryFn: getSocialLinks });

export function useSocialLinks(enabled = true) {
  return useQuery({ ...socialLinksQueryOptions(), enabled });
}
