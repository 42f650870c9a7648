import type { SocialCallbackResponse, SocialProvider } from "@cellar/contracts/client";
import { useMutation } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/http/client";

export type SocialCallbackParams = { state: string; code?: string; error?: string };

/**
 * POST auth-api social callback: the API checks the state and this browser's binding cookie and
 * exchanges the code with the provider; a linked member comes back signed in (token headers).
 */
export async function finishSocial(
  provider: SocialProvider,
  params: SocialCallbackParams,
): Promise<SocialCallbackResponse> {
  return callEndpoint("socialCallback", { pathParams: { provider }, data: params });
}

export function useFinishSocial() {
  return useMutation({
    mutationKey: ["social", "finish"],
    mutationFn: ({ provider, params }: { provider: SocialProvider; params: SocialCallbackParams }) =>
      finishSocial(provider, params),
  });
}
