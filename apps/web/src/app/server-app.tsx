import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { I18nextProvider } from "react-i18next";
import { type StaticHandlerContext, StaticRouterProvider } from "react-router";
import { initI18n } from "../lib/i18n/i18n";
import { SettleAfterHydration } from "../lib/ssr/settled";
import { MemberEffects } from "./member-effects";

type StaticRouter = Parameters<typeof StaticRouterProvider>[0]["router"];

/**
 * The server render's tree: the same providers as `App` around the static router, so the browser
 * hydrates the same markup. The router's data goes out beside the markup (not inside #root).
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
    <SettleAfterHydration hydrating>
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={initI18n()}>
          <MemberEffects />
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </I18nextProvider>
      </QueryClientProvider>
    </SettleAfterHydration>
  );
}
