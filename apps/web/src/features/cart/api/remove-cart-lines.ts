import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/http/client";
import { applyCart } from "./apply-cart";

/** DELETE commerce-api cart: the body carries the lines to remove. */
export const removeCartLines = (cartNos: number[]) => callEndpoint("cartRemove", { data: { cartNos } });

export function useRemoveCartLines() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeCartLines, onSuccess: (cart) => applyCart(queryClient, cart) });
}
