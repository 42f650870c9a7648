import type { DehydratedState } from "@tanstack/react-query";
import { useRef } from "react";
import { useMatches } from "react-router";

/** What a page's loader returns for the first render: its queries, fetched on the server (app/routes/prefetch.ts). */
export type PrefetchedData = { dehydratedState: DehydratedState };

const isPrefetched = (data: unknown): data is PrefetchedData =>
  typeof data === "object" && data !== null && "dehydratedState" in data;

/**
 * The queries the matched routes' loaders fetched, as one state for TanStack Query's
 * `HydrationBoundary` (root.tsx): the page renders from them on the server and hydrates with them.
 */
export function useDehydratedState(): DehydratedState | undefined {
  const states = useMatches()
    .map((match) => match.loaderData)
    .filter(isPrefetched)
    .map((data) => data.dehydratedState);
  // One object while the loaders' data stays the same (a new one only after a navigation).
  const last = useRef<{ from: DehydratedState[]; state: DehydratedState | undefined }>({ from: [], state: undefined });
  const same = last.current.from.length === states.length && states.every((s, i) => s === last.current.from[i]);
  if (!same) {
    const state = states.length === 0 ? undefined : { queries: states.flatMap((s) => s.queries), mutations: [] };
    last.current = { from: states, state };
  }
  return last.current.state;
}
