import { queryOptions, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/http/client";
import { useGlobalState } from "../../../lib/state/global-state";

export const cartCountQueryKey = (special: boolean) => ["cart", "count", special ? "special" : "normal"] as const;

/**
 * GET commerce-api cart count (members) or cart count special (special-sales guests) into the
 * global store. Failures only log and count as 0 (SPEC §8).
 */
export async function getCartCount(special = false): Promise<number> {
  let count = 0;
  try {
    count = await callEndpoint(special ? "cartCountSpecial" : "cartCount", { hidden: true, silent: true });
  } catch (e) {
    console.warn("[cart] count failed", e);
  }
  useGlobalState.getState().setCartCount(count);
  return count;
}

export const cartCountQueryOptions = (special = false) =>
  queryOptions({ queryKey: cartCountQueryKey(special), queryFn: () => getCartCount(special) });

/** Members get their cart count; authorised special-sales guests their own; others none (SPEC §6). */
export function useCartCount({ loggedIn, specialGuest }: { loggedIn: boolean; specialGuest: boolean }) {
  return useQuery({ ...cartCountQueryOptions(specialGuest), enabled: loggedIn || specialGuest });
}
