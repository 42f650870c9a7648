import type { EasyPayState } from "@cellar/contracts/client";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/http/client";

export const easyPayQueryKey = ["easypay"] as const;

/** GET commerce-api easypay: registered cards (at most 10), password set, lock and failures. */
export const getEasyPay = (): Promise<EasyPayState> => callEndpoint("easyPay", { hidden: true });

export const easyPayQueryOptions = () => queryOptions({ queryKey: easyPayQueryKey, queryFn: getEasyPay, staleTime: 0 });

export function useEasyPay(enabled = true) {
  return useQuery({ ...easyPayQueryOptions(), enabled });
}
