import { queryOptions, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/http/client";

/** The event named (or the current one) as a member or a guest sees it: the allowance differs. */
export const rouletteQueryKey = (eventCd: string | null, mberNo: string | null) =>
  ["roulette", "event", eventCd ?? "current", mberNo ?? "guest"] as const;

/** GET user-api /api/roulette?eventCd=: the wheel, its published odds and the member's spins left today. */
export function getRoulette(eventCd: string | null) {
  return callEndpoint("roulette", { params: eventCd ? { eventCd } : {}, hidden: true });
}

export const rouletteQueryOptions = (eventCd: string | null, mberNo: string | null) =>
  queryOptions({ queryKey: rouletteQueryKey(eventCd, mberNo), queryFn: () => getRoulette(eventCd), retry: false });

export function useRoulette(eventCd: string | null, mberNo: string | null) {
  return useQuery(rouletteQueryOptions(eventCd, mberNo));
}
