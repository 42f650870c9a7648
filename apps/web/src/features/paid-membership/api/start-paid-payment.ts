import { useMutation } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/http/client";

/** POST user-api membership/paid/pay: starts a join or renewal payment; open its payUrl next. */
export const startPaidPayment = (returnPath: string) => callEndpoint("paidMembershipPay", { data: { returnPath } });

export function useStartPaidPayment() {
  return useMutation({ mutationFn: startPaidPayment });
}
