import { dehydrate, type QueryClient } from "@tanstack/react-query";
import type { LoaderFunctionArgs } from "react-router";
import type { PrefetchedData } from "../../lib/query/dehydrated-state";
import { createQueryClient } from "../query-client";

/**
 * A page's server `loader` (decision 372): the queries the page shows first are fetched into a
 * QueryClient of this request, and go out dehydrated with the page, which renders from them on the
 * server and hydrates with them in the browser (TanStack Query's documented SSR pattern). A query
 * that fails is simply not sent: the browser asks for it again, as on a navigation.
 */
export function prefetched(fetch: (queryClient: QueryClient, args: LoaderFunctionArgs) => Promise<unknown>) {
  return async (args: LoaderFunctionArgs): Promise<PrefetchedData> => {
    const queryClient = createQueryClient();
    await fetch(queryClient, args);
    return { dehydratedState: dehydrate(queryClient) };
  };
}

/**
 * A page's `clientLoader`: on navigations in the browser the page's own queries fetch (it shows
 * its loading state at once); the server's loader runs only for the page a request asks for.
 */
export const clientSide = () => null;
