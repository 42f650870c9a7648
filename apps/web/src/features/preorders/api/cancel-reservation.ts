import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/http/client";
import { preorderKeys } from "./preorder-keys";

/** POST …/orders/{reservationNo}/cancel: a full refund before the cut-off; every pre-order query is refetched. */
export function useCancelReservation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reservationNo: string) =>
      callEndpoint("reservationCancel", { pathParams: { reservationNo }, silent: true }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: preorderKeys.all }),
  });
}
