import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/http/client";
import { replaceQueryData } from "../../../lib/query/after-change";
import { easyPayQueryKey } from "./get-easy-pay";

/** PUT commerce-api easypay/password: a new payment password, proven by the login password; unlocks. */
export const resetEasyPayPassword = (loginPassword: string, password: string) =>
  callEndpoint("easyPayPasswordReset", { data: { loginPassword, password }, silent: true });

export function useResetEasyPayPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ loginPassword, password }: { loginPassword: string; password: string }) =>
      resetEasyPayPassword(loginPassword, password),
    onSuccess: (state) => replaceQueryData(queryClient, easyPayQueryKey, state),
  });
}
