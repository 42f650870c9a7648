import { type LoaderFunctionArgs, redirect } from "react-router";
import { isInApp } from "../../lib/bridge/bridge";
import { IS_SERVER } from "../../lib/ssr/server-request";
import { useGlobalStore } from "../../lib/state/global-store";
import { loginRedirectHref, resolveGuard } from "../guards/resolve-guard";
import type { RouteName } from "./paths";

/** The guard of SPEC §2 as a route loader: a redirect to login carrying the full target path. */
export function guardLoader(name: RouteName) {
  return ({ request }: LoaderFunctionArgs) => {
    // The server render knows no session (tokens live in localStorage): the browser applies the
    // guard before it hydrates, and starts over without the server's markup when it redirects.
    if (IS_SERVER) return null;
    const decision = resolveGuard(name, { inApp: isInApp(), loggedIn: useGlobalStore.getState().isLoggedIn });
    if (decision === "proceed") return null;
    const url = new URL(request.url);
    throw redirect(loginRedirectHref(`${url.pathname}${url.search}${url.hash}`, true));
  };
}
