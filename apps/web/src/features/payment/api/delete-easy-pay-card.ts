import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/http/client";
import { replaceQueryData } from "../../../lib/query/after-change";
import { easyPayQueryKey } from "./get-easy-pay";

/** DELETE commerce-api easypay/cards/:billkey: answers the cards left. */
export const deleteEasyPayCard = (billkey: string) => callEndpoint("easyPayCardDelete", { pathParams: { billkey } });

export function useDeleteEasyPayCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEasyPayCard,
    onSuccess: (state) => replaceQueryData(queryClient, easyPayQueryKey, state),
  });
}
