import type { PreorderTab } from "@cellar/contracts/client";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/http/client";
import { preorderKeys } from "./preorder-keys";

/** GET commerce-api /api/reservation/products?tab=: open (sold-out marked) or upcoming pre-orders. */
export const preordersQueryOptions = (tab: PreorderTab) =>
  queryOptions({
    queryKey: preorderKeys.list(tab),
    queryFn: () => callEndpoint("preorders", { params: { tab }, hidden: true }),
  });

export const usePreorders = (tab: PreorderTab) => useQuery(preordersQueryOptions(tab));

/** GET …/products?itemCd=: the open or upcoming pre-orders of one bottle (the product page's banner). */
export const usePreordersOfItem = (itemCd: string) =>
  useQuery({
    queryKey: preorderKeys.ofItem(itemCd),
    queryFn: () => callEndpoint("preorders", { params: { tab: "OPEN", itemCd }, hidden: true, silent: true }),
    enabled: itemCd !== "",
  });
