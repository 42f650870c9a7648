import "../features/auth/stores/session-store";
import type { QueryClient } from "@tanstack/react-query";
import { installBridgeReceivers } from "../lib/bridge/bridge";
import { initI18n } from "../lib/i18n/i18n";
import { PUB_PAGES_ALLOWED } from "./env";
import { installNativeBack } from "./native-back/install-native-back";
import { createQueryClient } from "./query-client";
import { type AppRouter, createAppRouter } from "./routes/router";
import { addSessionResetListener, setSessionNavigator } from "./session";
import { runStartup } from "./startup/run-startup";

/**
 * Everything that happens once before the first render: texts, the native bridge receivers, the
 * router (the session store is imported first so guards see the persisted login), the native back
 * button, how a session reset navigates and clears cached server data, and the start-up work
 * (which registers the HTTP session-reset handler).
 */
export function bootstrap(): { router: AppRouter; queryClient: QueryClient } {
  initI18n();
  installBridgeReceivers();
  const queryClient = createQueryClient();
  const router = createAppRouter(PUB_PAGES_ALLOWED);
  installNativeBack(router);
  setSessionNavigator((path, opts) => {
    router.navigate(path, opts).catch(() => undefined);
  });
  addSessionResetListener(() => queryClient.clear());
  void runStartup();
  return { router, queryClient };
}
