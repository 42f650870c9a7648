import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { RouterProvider } from "react-router";
import { initI18n } from "../lib/i18n/i18n";
import { SettleAfterHydration } from "../lib/ssr/settled";
import { MemberEffects } from "./member-effects";
import type { AppRouter } from "./routes/router";

/**
 * The providers around the router, the same in the browser and in the server render (server-app.tsx),
 * so the browser hydrates the same markup: the settling flag, server state (TanStack Query), texts
 * (i18next) and the member's start-up effects.
 */
export function AppProviders({
  queryClient,
  hydrating,
  children,
}: {
  queryClient: QueryClient;
  /** The tree hydrates the server's markup (or is it): the browser's own state comes in once it has settled. */
  hydrating: boolean;
  children: ReactNode;
}) {
  return (
    <SettleAfterHydration hydrating={hydrating}>
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={initI18n()}>
          <MemberEffects />
          {children}
        </I18nextProvider>
      </QueryClientProvider>
    </SettleAfterHydration>
  );
}

/** The browser's app: the providers around the router. */
export function App({
  router,
  queryClient,
  hydrating = false,
}: {
  router: AppRouter;
  queryClient: QueryClient;
  hydrating?: boolean;
}) {
  return (
    <AppProviders queryClient={queryClient} hydrating={hydrating}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
