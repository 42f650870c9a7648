import { queryOptions, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/http/client";

export const shippingQueryKey = ["shipping"] as const;

/** GET commerce-api my/shipping: the address book, default first. */
export const getShippingAddresses = () => callEndpoint("shippingAddresses", { hidden: true });

export const shippingQueryOptions = () => queryOptions({ queryKey: shippingQueryKey, queryFn: getShippingAddresses });

export function useShippingAddresses() {
  return useQuery(shippingQueryOptions());
}
