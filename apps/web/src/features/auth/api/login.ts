import type { LoginRequest, LoginUserInfo } from "@cellar/contracts/client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/http/client";
import { replaceQueryData } from "../../../lib/query/after-change";
import { useSessionState } from "../state/session-state";
import { checkQueryKey } from "./check";

/**
 * POST auth-api login. The client stores the tokens of the response headers; the member is put in
 * the session store. Wrong credentials reject with an ApiError (no global popup) for the form.
 */
export async function login(body: LoginRequest): Promise<LoginUserInfo> {
  const info = await callEndpoint("login", { data: body });
  useSessionState.getState().setLogin(info);
  return info;
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ["auth", "login"],
    mutationFn: login,
    onSuccess: (info) => replaceQueryData(queryClient, checkQueryKey, info),
  });
}
