import { useMutation } from "@tanstack/react-query";
import { benefitErrorText } from "../../../domain/errors/benefit-error-text";
import { callEndpoint } from "../../../lib/http/client";
import { useGlobalState } from "../../../lib/state/global-state";

const toastError = (e: unknown) => {
  const text = benefitErrorText(e);
  if (text) useGlobalState.getState().showToast(text);
};

/** POST user-api membership/paid/pay: starts a join or renewal payment; open its payUrl next. */
export const startPaidPayment = (returnPath: string) => callEndpoint("paidMembershipPay", { data: { returnPath } });

export function useStartPaidPayment() {
  return useMutation({ mutationFn: startPaidPayment, onError: toastError });
}
