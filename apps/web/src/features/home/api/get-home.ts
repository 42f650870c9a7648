import type { Home } from "@cellar/contracts/client";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/http/client";

/** The home data differs for members (members-only sections), so the key carries the member. */
export const homeQueryKey = (memberNo: string | null) => ["home", memberNo ?? "guest"] as const;

/** GET product-api /api/home: promotions, exhibitions, ranking, new arrivals, members-only sections (for the session's member). */
export const getHome = (): Promise<Home> => callEndpoint("home", { hidden: true });

export const homeQueryOptions = (memberNo: string | null) =>
  queryOptions({ queryKey: homeQueryKey(memberNo), queryFn: getHome, staleTime: 60_000 });

export function useHome(memberNo: string | null) {
  return useQuery(homeQueryOptions(memberNo));
}
