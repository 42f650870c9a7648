import type { QueryClient, QueryKey } from "@tanstack/react-query";

/*
 * After a change on the server, a read of the same data that was already under way started before
 * the change. TanStack Query does not cancel a first read (one without data yet) when it is
 * invalidated: it hands back that read, whose older answer would then stand as fresh. Both
 * helpers cancel such reads first.
 */

/** Puts a server answer (the state after a change) into the cache. */
export async function replaceQueryData<T>(queryClient: QueryClient, queryKey: QueryKey, data: T): Promise<void> {
  await queryClient.cancelQueries({ queryKey, exact: true });
  queryClient.setQueryData(queryKey, data);
}

/** Marks the data under each key (prefix match) stale and reads what is on screen again. */
export async function invalidateAfterChange(queryClient: QueryClient, ...queryKeys: QueryKey[]): Promise<void> {
  await Promise.all(queryKeys.map((queryKey) => queryClient.cancelQueries({ queryKey })));
  await Promise.all(queryKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
