import { SSR_STATE_ID } from "@cellar/contracts/ssr";
import { matchRoutes, type RouteObject } from "react-router";
import type { SsrState } from "../../entry-server";
import { isInApp } from "../../lib/bridge/bridge";
import { detectLanguage } from "../../lib/i18n/i18n";
import { useGlobalStore } from "../../lib/state/global-store";
import { resolveGuard } from "../guards/resolve-guard";
import { routeNameOf } from "../routes/route-handle";
import { buildRoutes } from "../routes/router";
import { hydrateAsStoredMember, storedMemberNo } from "./member-state";
import { loadServerPage } from "./server-page-load";

/** The server's markup for this page, with what hydrating it needs (decision 310). */
export type ServerMarkup = { state: SsrState; routes: RouteObject[] };

function readState(): SsrState | null {
  const el = document.getElementById(SSR_STATE_ID);
  if (!el?.textContent) return null;
  try {
    return JSON.parse(el.textContent) as SsrState;
  } catch (e) {
    console.warn("[ssr] unreadable server state", e);
    return null;
  }
}

/**
 * The server's markup can be hydrated when the browser would show the same page: the server renders
 * Korean, for the member of the session cookie (or a guest), and a page whose guard sends this
 * visitor to login starts over in the browser. The matched routes' modules are loaded first (hydration cannot wait for them).
 */
export async function takeServerMarkup(pubAllowed: boolean): Promise<ServerMarkup | null> {
  const state = readState();
  if (!state || detectLanguage() !== "ko" || state.mberNo !== storedMemberNo()) return null;
  const routes = buildRoutes(pubAllowed);
  const matches = matchRoutes(routes, window.location) ?? [];
  const name = routeNameOf(matches.map((m) => m.route));
  const guard = resolveGuard(name, { inApp: isInApp(), loggedIn: useGlobalStore.getState().isLoggedIn });
  if (guard !== "proceed") return null;
  try {
    await loadServerPage(() =>
      Promise.all(
        matches.map(async ({ route }) => {
          if (typeof route.lazy !== "function") return;
          const loaded = await route.lazy();
          Object.assign(route, { ...loaded, lazy: undefined });
        }),
      ),
    );
  } catch (e) {
    console.warn("[ssr] page module failed to load; rendering in the browser", e);
    return null;
  }
  hydrateAsStoredMember();
  return { state, routes };
}
