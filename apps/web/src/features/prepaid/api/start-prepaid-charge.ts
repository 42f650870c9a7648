import { useMutation } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/http/client";

/** POST user-api membership/prePaidCharge: starts a top-up payment of `amount` won; open its payUrl next. */
export const startPrepaidCharge = (amount: number, returnPath: string) =>
  callEndpoint("prepaidCharge", { data: { amount, returnPath } });

export function useStartPrepaidCharge() {
  return useMutation({
    mutationFn: ({ amount, returnPath }: { amount: number; returnPath: string }) =>
      startPrepaidCharge(amount, returnPath),
  });
}
