import type { SocialProvider, SocialPurpose } from "@cellar/contracts/client";
import { useMutation } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/http/client";
import { type SocialPending, useSocialPending } from "../state/social-pending";

/**
 * POST auth-api social start: the API sets the HttpOnly cookie that binds the round trip to this
 * browser and answers the provider's login page, which this tab then opens.
 */
export async function startSocial(provider: SocialProvider, purpose: SocialPurpose): Promise<string> {
  const { authorizeUrl } = await callEndpoint("socialStart", { pathParams: { provider }, data: { purpose } });
  return authorizeUrl;
}

export function useStartSocial() {
  return useMutation({
    mutationKey: ["social", "start"],
    mutationFn: async (pending: SocialPending) => {
      const authorizeUrl = await startSocial(pending.provider, pending.purpose);
      useSocialPending.getState().begin(pending);
      window.location.assign(authorizeUrl);
    },
  });
}
