import type { SocialLink, SocialProvider } from "@cellar/contracts/client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/http/client";
import { replaceQueryData } from "../../../lib/query/after-change";
import { socialLinksQueryKey } from "./get-social-links";

/** DELETE user-api social link: unlinks one provider; answers the links left. */
export async function unlinkSocial(provider: SocialProvider): Promise<SocialLink[]> {
  return callEndpoint("socialUnlink", { pathParams: { provider } });
}

export function useUnlinkSocial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ["social", "unlink"],
    mutationFn: unlinkSocial,
    onSuccess: (links) => replaceQueryData(queryClient, socialLinksQueryKey, links),
  });
}
