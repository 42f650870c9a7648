import { queryOptions, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/http/client";

export const paidMembershipQueryKey = ["membership", "paid"] as const;

/** GET user-api membership/paid: paid status, period, fee and whether renewal is open. */
export const getPaidMembership = () => callEndpoint("paidMembership", { hidden: true });

export const paidMembershipQueryOptions = () =>
  queryOptions({ queryKey: paidMembershipQueryKey, queryFn: getPaidMembership });

export function usePaidMembership() {
  return useQuery(paidMembershipQueryOptions());
}
