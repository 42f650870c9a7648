import type { ChangePasswordRequest, PasswordDue, ResetPasswordRequest } from "@cellar/contracts/client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/http/client";
import { invalidateAfterChange } from "../../../lib/query/after-change";
import { memberInfoQueryKey } from "./get-member-info";

/** POST password/reset: a certified person sets a new password for their login id. */
export async function resetPassword(body: ResetPasswordRequest): Promise<void> {
  await callEndpoint("resetPassword", { data: body });
}

/** POST password/change (signed in): by the current password or a changePwd certification. */
export async function changePassword(body: ChangePasswordRequest): Promise<PasswordDue> {
  return callEndpoint("changePassword", { data: body });
}

/** POST password/later: "change later" moves the change-due day (pwdChngLmttDe) on. */
export async function changePasswordLater(): Promise<PasswordDue> {
  return callEndpoint("changePasswordLater");
}

export function useResetPassword() {
  return useMutation({ mutationKey: ["account", "reset-password"], mutationFn: resetPassword });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ["account", "change-password"],
    mutationFn: changePassword,
    onSuccess: () => invalidateAfterChange(queryClient, memberInfoQueryKey),
  });
}

export function useChangePasswordLater() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ["account", "change-password-later"],
    mutationFn: changePasswordLater,
    onSuccess: () => invalidateAfterChange(queryClient, memberInfoQueryKey),
  });
}
