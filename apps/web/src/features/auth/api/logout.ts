import { useMutation } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/http/client";

/**
 * GET auth-api logout, without spinner or popup: signing out must finish locally even when the
 * server cannot be reached. The app's `logout()` (app/session.ts) resets every store afterwards.
 */
export async function logoutRequest(): Promise<void> {
  await callEndpoint("logout", { hidden: true, silent: true });
}

export function useLogoutRequest() {
  return useMutation({ mutationKey: ["auth", "logout"], mutationFn: logoutRequest });
}
