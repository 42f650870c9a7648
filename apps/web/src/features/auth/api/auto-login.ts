import { useMutation } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/http/client";
import { useSessionState } from "../state/session-state";

/**
 * GET auth-api auto-login, without spinner (SPEC §7). Available for a screen that offers it; the
 * start-up trigger is disabled, as the spec says.
 */
export async function autoLogin() {
  const info = await callEndpoint("autoLogin", { hidden: true });
  useSessionState.getState().setLogin(info);
  return info;
}

export function useAutoLogin() {
  return useMutation({ mutationKey: ["auth", "autoLogin"], mutationFn: autoLogin });
}
