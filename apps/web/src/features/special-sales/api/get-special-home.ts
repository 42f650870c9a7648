import { EM_TYPES } from "@cellar/contracts/client";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/http/client";
import { readTokens } from "../../../lib/http/tokens";
import { useGlobalState } from "../../../lib/state/global-state";

export const specialHomeQueryKey = ["specialSales", "home"] as const;

/**
 * GET commerce-api /api/special-sales: the caller's sale and its bottles, or `authorized: false`.
 * A guest session (x-em-type SPECIAL) marks the shell's special guest (SPEC §4: event code, type
 * '10'), which switches the shell's cart count to the special cart's.
 */
export async function getSpecialHome() {
  const home = await callEndpoint("specialSalesHome", { hidden: true });
  if (typeof window !== "undefined") {
    const store = useGlobalState.getState();
    const guest = readTokens()["x-em-type"] === EM_TYPES.specialGuest;
    if (home.authorized && home.sale && guest) store.setSpecialGuest(home.sale.eventCode);
    else if (!home.authorized) store.resetSpecialGuest();
  }
  return home;
}

export const specialHomeQueryOptions = () => queryOptions({ queryKey: specialHomeQueryKey, queryFn: getSpecialHome });

export function useSpecialHome() {
  return useQuery(specialHomeQueryOptions());
}

/** Once at start for a stored guest session (x-em-type SPECIAL): sets the shell's special guest again. */
export function useSpecialGuestRestore(enabled: boolean) {
  return useQuery({ ...specialHomeQueryOptions(), enabled, staleTime: 60_000 });
}
