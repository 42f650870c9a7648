import type { CartAddRequest } from "@cellar/contracts/client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/http/client";
import { applyCart } from "./apply-cart";

/** POST commerce-api cart/A: adds lines (an equal line adds up). */
export const addToCart = (req: CartAddRequest) => callEndpoint("cartAdd", { data: req });

export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addToCart, onSuccess: (cart) => applyCart(queryClient, cart) });
}
