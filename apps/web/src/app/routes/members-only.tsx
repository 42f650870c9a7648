import { Outlet, redirect } from "react-router";
import { useSessionState } from "../../features/auth/state/session-state";
import { isInApp } from "../../lib/bridge/bridge";
import { loginRedirectHref, resolveGuard } from "../guards/resolve-guard";
import type { Route } from "./+types/members-only";
import { routeNameAt } from "./route-handle";

/** SPEC §2's guard for the page `request` asks for: a redirect to login to throw, or nothing. */
function guard(request: Request, visitor: { inApp: boolean; loggedIn: boolean }) {
  const url = new URL(request.url);
  if (resolveGuard(routeNameAt(url.pathname), visitor) !== "login") return;
  throw redirect(loginRedirectHref(`${url.pathname}${url.search}`, true));
}

/**
 * SPEC §2's guard in the first answer: inside the app, a guest asking for a members-only page is
 * sent to login (302) by the server, before any of the page is sent. In a browser the landing
 * screen shows anyway (root.tsx), so nothing is redirected there.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const inApp = isInApp(request.headers.get("user-agent") ?? "");
  guard(request, { inApp, loggedIn: (await context.member()) !== null });
  return null;
}

/** The same guard on navigations in the browser, with the member the browser holds. */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  guard(request, { inApp: isInApp(), loggedIn: useSessionState.getState().userInfo !== null });
  return null;
}

/** Checked again on every navigation: the session may have ended since the last one. */
export const shouldRevalidate = () => true;

export default function MembersOnly() {
  return <Outlet />;
}
