import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { I18nextProvider } from "react-i18next";
import { RouterProvider } from "react-router";
import { initI18n } from "../lib/i18n/i18n";
import { SettleAfterHydration } from "../lib/ssr/settled";
import { MemberEffects } from "./member-effects";
import type { AppRouter } from "./routes/router";

/** Providers around the router: server state (TanStack Query) and texts (i18next). */
export function App({
  router,
  queryClient,
  hydrating = false,
}: {
  router: AppRouter;
  queryClient: QueryClient;
  /** The tree hydrates the server's markup: the browser's own state comes in once it has settled. */
  hydrating?: boolean;
}) {
  return (
    <SettleAfterHydration hydrating={hydrating}>
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={initI18n()}>
          <MemberEffects />
          <RouterProvider router={router} />
        </I18nextProvider>
      </QueryClientProvider>
    </SettleAfterHydration>
  );
}
