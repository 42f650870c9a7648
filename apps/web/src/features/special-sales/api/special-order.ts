import type { SpecialLookup, SpecialOrderCreate } from "@cellar/contracts/client";
import { useMutation, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/http/client";

/** POST commerce-api /api/special-sales/orders: the special cart as a pick-up order; open its payUrl next. */
export const createSpecialOrder = (body: SpecialOrderCreate) =>
  callEndpoint("specialOrderCreate", { data: body, silent: true });

export function useCreateSpecialOrder() {
  return useMutation({ mutationFn: createSpecialOrder });
}

/** POST …/orders/{orderNo}/confirm: the hosted page's return, confirmed on the server once. */
export const confirmSpecialOrder = (orderNo: string, paymentKey: string, amount: number) =>
  callEndpoint("specialOrderConfirm", { pathParams: { orderNo }, data: { paymentKey, amount }, silent: true });

export function useConfirmSpecialOrder(input: { orderNo: string; paymentKey: string; amount: number } | null) {
  return useQuery({
    queryKey: ["specialSales", "confirm", input?.orderNo, input?.paymentKey],
    queryFn: () => confirmSpecialOrder(input!.orderNo, input!.paymentKey, input!.amount),
    enabled: input !== null,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** POST …/orders/lookup: a guest order by its number and the mobile number given at ordering. */
export const lookupSpecialOrder = (body: SpecialLookup) =>
  callEndpoint("specialOrderLookup", { data: body, silent: true });

export function useLookupSpecialOrder() {
  return useMutation({ mutationFn: lookupSpecialOrder });
}
