import { type LoaderFunctionArgs, redirect } from "react-router";
import { isInApp } from "../../lib/bridge/bridge";
import { useGlobalStore } from "../../lib/state/global-store";
import { loginRedirectHref, resolveGuard } from "../guards/resolve-guard";
import type { RouteName } from "./paths";

/** The guard of SPEC §2 as a route loader: a redirect to login carrying the full target path. */
export function guardLoader(name: RouteName) {
  return ({ request }: LoaderFunctionArgs) => {
    const decision = resolveGuard(name, { inApp: isInApp(), loggedIn: useGlobalStore.getState().isLoggedIn });
    if (decision === "proceed") return null;
    const url = new URL(request.url);
    throw redirect(loginRedirectHref(`${url.pathname}${url.search}${url.hash}`, true));
  };
}
