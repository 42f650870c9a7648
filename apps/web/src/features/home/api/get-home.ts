import type { Home } from "@cellar/contracts/client";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/http/client";

/** The home data differs for members (members-only sections), so the key carries the member. */
export const homeQueryKey = (memberNo: string | null) => ["home", memberNo ?? "guest"] as const;

/** An early call is taken over only while it is this fresh. */
export const EARLY_HOME_MAX_AGE_MS = 10_000;
let early: { key: string; at: number; promise: Promise<Home> } | null = null;

const fetchHome = () => callEndpoint("home", { hidden: true });

/**
 * Starts the home call while the home page module is still downloading (the router's lazy step),
 * so the call and the chunk travel side by side instead of one after the other (decision 244).
 * The home query takes the answer over once.
 */
export function startHomeRequest(memberNo: string | null): void {
  const promise = fetchHome();
  promise.catch(() => undefined); // the query reports it when it takes it over
  early = { key: memberNo ?? "guest", at: Date.now(), promise };
}

/** GET product-api /api/home: promotions, exhibitions, ranking, new arrivals, members-only sections. */
export function getHome(memberNo: string | null): Promise<Home> {
  const pending = early;
  early = null;
  const fresh = pending && pending.key === (memberNo ?? "guest") && Date.now() - pending.at < EARLY_HOME_MAX_AGE_MS;
  return fresh ? pending.promise : fetchHome();
}

export const homeQueryOptions = (memberNo: string | null) =>
  queryOptions({ queryKey: homeQueryKey(memberNo), queryFn: () => getHome(memberNo), staleTime: 60_000 });

export function useHome(memberNo: string | null) {
  return useQuery(homeQueryOptions(memberNo));
}
