import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/http/client";
import { applyCart } from "./apply-cart";

/** PATCH commerce-api cart: a line's quantity, without the spinner (SPEC §7). */
export const updateCartQty = (cartNo: number, itemQty: number) =>
  callEndpoint("cartUpdate", { data: { cartNo, itemQty }, hidden: true });

export function useUpdateCartQty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ cartNo, itemQty }: { cartNo: number; itemQty: number }) => updateCartQty(cartNo, itemQty),
    onSuccess: (cart) => applyCart(queryClient, cart),
  });
}
