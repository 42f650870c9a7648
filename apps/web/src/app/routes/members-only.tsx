import { Outlet, redirect } from "react-router";
import { useSessionStore } from "../../features/auth/stores/session-store";
import { isInApp } from "../../lib/bridge/bridge";
import { loginRedirectHref, resolveGuard } from "../guards/resolve-guard";
import type { Route } from "./+types/members-only";
import { routeNameAt } from "./route-handle";

const loginFor = (request: Request) => {
  const url = new URL(request.url);
  return redirect(loginRedirectHref(`${url.pathname}${url.search}`, true));
};

/**
 * SPEC §2's guard in the first answer: inside the app, a guest asking for a members-only page is
 * sent to login (302) by the server, before any of the page is sent. In a browser the landing
 * screen shows anyway (root.tsx), so nothing is redirected there.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const inApp = isInApp(request.headers.get("user-agent") ?? "");
  const member = await context.member();
  if (resolveGuard(routeNameAt(new URL(request.url).pathname), { inApp, loggedIn: member !== null }) === "login") {
    throw loginFor(request);
  }
  return null;
}

/** The same guard on navigations in the browser, with the member the browser holds. */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  const loggedIn = useSessionStore.getState().userInfo !== null;
  if (resolveGuard(routeNameAt(new URL(request.url).pathname), { inApp: isInApp(), loggedIn }) === "login") {
    throw loginFor(request);
  }
  return null;
}

/** Checked again on every navigation: the session may have ended since the last one. */
export const shouldRevalidate = () => true;

export default function MembersOnly() {
  return <Outlet />;
}
