import type { Cart } from "@cellar/contracts/client";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/http/client";

export const cartQueryKey = ["cart", "list"] as const;

/** GET commerce-api cart: the member's lines grouped by store (tnantCd), with store state and totals. */
export const getCart = (): Promise<Cart> => callEndpoint("cart");

export const cartQueryOptions = () => queryOptions({ queryKey: cartQueryKey, queryFn: getCart, staleTime: 0 });

export function useCart() {
  return useQuery(cartQueryOptions());
}
