import { useMutation } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/http/client";

/** GET the login id availability (duplicate check). */
export async function checkLoginId(loginId: string): Promise<boolean> {
  const { available } = await callEndpoint("checkLoginId", { params: { loginId } });
  return available;
}

export function useCheckLoginId() {
  return useMutation({ mutationKey: ["join", "check-login-id"], mutationFn: checkLoginId });
}
