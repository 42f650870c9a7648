import type { OrderCreateRequest } from "@cellar/contracts/client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/http/client";
import { invalidateAfterChange } from "../../../lib/query/after-change";

/**
 * POST commerce-api orders: creates the order (status 00, stock, coupons, stamps and prepaid held)
 * and starts its payment; `payUrl` is the hosted page for the card part, null when nothing is left.
 */
export const createOrder = (req: OrderCreateRequest) => callEndpoint("orderCreate", { data: req });

export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrder,
    onSuccess: () => invalidateAfterChange(queryClient, ["orders"], ["prepaid"]),
  });
}
