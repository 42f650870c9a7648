import { href, type RouteName } from "../routes/paths";
import { LOGIN_REQUIRED_ROUTES } from "../routes/route-rules";

export type GuardContext = { inApp: boolean; loggedIn: boolean };
export type GuardDecision = "proceed" | "login";

/**
 * SPEC §2 Guards. Login always passes; a login-required route sends a logged-out user to login
 * only inside the native app — in a normal browser navigation proceeds anyway.
 */
export function resolveGuard(route: RouteName | null, { inApp, loggedIn }: GuardContext): GuardDecision {
  if (route === null || route === "login") return "proceed";
  if (!LOGIN_REQUIRED_ROUTES.includes(route)) return "proceed";
  if (loggedIn || !inApp) return "proceed";
  return "login";
}

/** The login page address that brings the user back to `targetPath` (the full path with query). */
export function loginRedirectHref(targetPath: string, isBackHome: boolean): string {
  return href("login", {}, { redirectPath: targetPath, ...(isBackHome ? { isBackHome: "true" } : {}) });
}
