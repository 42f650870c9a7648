import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/http/client";
import { invalidateAfterChange, replaceQueryData } from "../../../lib/query/after-change";
import { orderDetailQueryKey } from "./get-order-detail";

/** POST commerce-api orders/:orderNo/cancel: while unpaid (00) or not yet accepted (01); refunds everything. */
export const cancelOrder = (orderNo: string, reason = "") =>
  callEndpoint("orderCancel", { pathParams: { orderNo }, data: { reason } });

export function useCancelOrder(orderNo: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => cancelOrder(orderNo, reason),
    onSuccess: async (detail) => {
      await replaceQueryData(queryClient, orderDetailQueryKey(orderNo), detail);
      await invalidateAfterChange(queryClient, ["orders", "history"], ["orders", "gnb"], ["prepaid"], ["cart"]);
    },
  });
}
