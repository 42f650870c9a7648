import { useMutation } from "@tanstack/react-query";
import { benefitErrorText } from "../../../domain/errors/benefit-error-text";
import { callEndpoint } from "../../../lib/http/client";
import { useGlobalState } from "../../../lib/state/global-state";

const toastError = (e: unknown) => {
  const text = benefitErrorText(e);
  if (text) useGlobalState.getState().showToast(text);
};

/** POST user-api membership/prePaidCharge: starts a top-up payment of `amount` won; open its payUrl next. */
export const startPrepaidCharge = (amount: number, returnPath: string) =>
  callEndpoint("prepaidCharge", { data: { amount, returnPath } });

export function useStartPrepaidCharge() {
  return useMutation({
    mutationFn: ({ amount, returnPath }: { amount: number; returnPath: string }) =>
      startPrepaidCharge(amount, returnPath),
    onError: toastError,
  });
}
