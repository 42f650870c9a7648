import type { Cart } from "@cellar/contracts/client";
import type { QueryClient } from "@tanstack/react-query";
import { invalidateAfterChange, replaceQueryData } from "../../../lib/query/after-change";
import { useGlobalState } from "../../../lib/state/global-state";
import { cartQueryKey } from "./get-cart";

/** Every cart change answers with the whole cart: it replaces the cached one and the badge count. */
export async function applyCart(queryClient: QueryClient, cart: Cart): Promise<void> {
  useGlobalState.getState().setCartCount(cart.cartCount);
  await replaceQueryData(queryClient, cartQueryKey, cart);
  await invalidateAfterChange(queryClient, ["cart", "count"]);
}
