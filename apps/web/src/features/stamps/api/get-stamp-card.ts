import { queryOptions, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/http/client";

export const stampCardQueryKey = ["stamps", "card"] as const;

/** GET user-api stamps: balance, progress to the next reward, stamps about to expire. */
export const getStampCard = () => callEndpoint("stampCard", { hidden: true });

export const stampCardQueryOptions = () => queryOptions({ queryKey: stampCardQueryKey, queryFn: getStampCard });

export function useStampCard() {
  return useQuery(stampCardQueryOptions());
}
