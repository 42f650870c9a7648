import "../features/auth/stores/session-store";
import { hydrate, type QueryClient } from "@tanstack/react-query";
import { installBridgeReceivers } from "../lib/bridge/bridge";
import { nextTask } from "../lib/dom/next-task";
import { syncSessionCookie } from "../lib/http/tokens";
import { initI18n, syncLanguageCookie } from "../lib/i18n/i18n";
import { PUB_PAGES_ALLOWED } from "./env";
import { installNativeBack } from "./native-back/install-native-back";
import { createQueryClient } from "./query-client";
import { type AppRouter, createAppRouter } from "./routes/router";
import { addSessionResetListener, setSessionNavigator } from "./session";
import type { ServerMarkup } from "./ssr/server-markup";
import { runStartup } from "./startup/run-startup";

/**
 * Everything that happens once before the first render (or the hydration of the server's markup): texts, the native bridge receivers, the
 * router (the session store is imported first so guards see the persisted login), the native back
 * button, how a session reset navigates and clears cached server data, and the start-up work
 * (which registers the HTTP session-reset handler), cut into short tasks.
 */
export async function bootstrap(server: ServerMarkup | null): Promise<{ router: AppRouter; queryClient: QueryClient }> {
  initI18n();
  installBridgeReceivers();
  syncSessionCookie();
  syncLanguageCookie();
  // Each part in a task of its own (decision 314).
  await nextTask();
  const queryClient = createQueryClient();
  // Over the server's markup: its data first, so the first render shows what the server showed.
  if (server) hydrate(queryClient, server.state.queries);
  await nextTask();
  const router = createAppRouter(
    PUB_PAGES_ALLOWED,
    server ? { routes: server.routes, hydrationData: { loaderData: server.state.loaderData } } : undefined,
  );
  installNativeBack(router);
  setSessionNavigator((path, opts) => {
    router.navigate(path, opts).catch(() => undefined);
  });
  addSessionResetListener(() => queryClient.clear());
  await nextTask();
  void runStartup();
  return { router, queryClient };
}
