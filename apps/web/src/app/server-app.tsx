import type { QueryClient } from "@tanstack/react-query";
import { type StaticHandlerContext, StaticRouterProvider } from "react-router";
import { AppProviders } from "./app";

type StaticRouter = Parameters<typeof StaticRouterProvider>[0]["router"];

/**
 * The server render's tree: the app's providers around the static router, so the browser hydrates
 * the same markup. The router's data goes out beside the markup (not inside #root).
 */
export function ServerApp({
  queryClient,
  router,
  context,
}: {
  queryClient: QueryClient;
  router: StaticRouter;
  context: StaticHandlerContext;
}) {
  return (
    <AppProviders queryClient={queryClient} hydrating>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>
  );
}
