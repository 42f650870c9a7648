import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { benefitErrorText } from "../../../domain/errors/benefit-error-text";
import { callEndpoint } from "../../../lib/http/client";
import { invalidateAfterChange, replaceQueryData } from "../../../lib/query/after-change";
import { useGlobalState } from "../../../lib/state/global-state";

export const cardQueryKey = ["membership", "card"] as const;

/** GET user-api membership/card: the usable card number, its status and every card so far. */
export const getCard = () => callEndpoint("card", { hidden: true });

export const cardQueryOptions = () => queryOptions({ queryKey: cardQueryKey, queryFn: getCard });

export function useCard() {
  return useQuery(cardQueryOptions());
}

/** POST card/loss (report the card lost) or card/reissue (a new number); the answer is the new status. */
export function useCardAction(action: "cardLoss" | "cardReissue") {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(action),
    onSuccess: (status) => replaceQueryData(queryClient, cardQueryKey, status),
    onError: (e) => {
      const text = benefitErrorText(e);
      if (text) useGlobalState.getState().showToast(text);
      void invalidateAfterChange(queryClient, cardQueryKey);
    },
  });
}
