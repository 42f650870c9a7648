import type { RefreshPushTokenRequest } from "@cellar/contracts/client";
import { useMutation } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/http/client";

/** POST user-api refreshPushToken: background work, no spinner, failures only logged. */
export async function refreshPushToken(body: RefreshPushTokenRequest): Promise<void> {
  await callEndpoint("refreshPushToken", { data: body, hidden: true, silent: true });
}

export function useRefreshPushToken() {
  return useMutation({ mutationKey: ["auth", "refreshPushToken"], mutationFn: refreshPushToken });
}
