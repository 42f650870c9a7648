import { useStoreInfoState } from "../domain/stores/store-info-state";
import { logoutRequest } from "../features/auth/api/logout";
import { useSessionState } from "../features/auth/state/session-state";
import { useMembershipState } from "../features/membership/state/membership-state";
import { configureHttp, type SessionResetReason } from "../lib/http/client";
import { clearTokens, isSpecialGuestSession } from "../lib/http/tokens";
import { t } from "../lib/i18n/i18n";
import { useGlobalState } from "../lib/state/global-state";
import { loginRedirectHref } from "./guards/resolve-guard";

export type SessionNavigator = (path: string, opts?: { replace?: boolean }) => void;

let navigate: SessionNavigator = (path, opts) => {
  if (opts?.replace) window.location.replace(path);
  else window.location.assign(path);
};
const resetListeners = new Set<() => void>();

/** The router registers how to navigate (without it, a reset falls back to a full page load). */
export function setSessionNavigator(fn: SessionNavigator): void {
  navigate = fn;
}

/** Extra clean-up on every reset (e.g. the query client's cache); returns the unsubscribe function. */
export function addSessionResetListener(fn: () => void): () => void {
  resetListeners.add(fn);
  return () => resetListeners.delete(fn);
}

/**
 * SPEC §4 logout clean-up: stored tokens, user info (login flag false), membership grade info,
 * the member's counts and the store info (the selected store; the favourite marks go with the query
 * cache, which a reset listener clears).
 */
export function resetSession(): void {
  clearTokens();
  useSessionState.getState().reset();
  useMembershipState.getState().reset();
  useStoreInfoState.getState().reset();
  const global = useGlobalState.getState();
  global.setCartCount(0);
  global.setNewAlarmCount(0);
  for (const fn of resetListeners) {
    try {
      fn();
    } catch (e) {
      console.error("[session] reset listener failed", e);
    }
  }
}

/** GET logout (no spinner, no popup), then the local reset whatever the outcome. */
export async function logout(): Promise<void> {
  try {
    await logoutRequest();
  } catch (e) {
    console.warn("[session] logout request failed; signing out locally", e);
  } finally {
    resetSession();
  }
}

/**
 * What the HTTP client's session resets do (SPEC §8): always clear the session; after a refused
 * refresh or a duplicate login, tell the user why and go to login with the way back to the current
 * page. NON_MEMBER only resets: the screen that called decides what to show.
 */
export function handleSessionReset(reason: SessionResetReason): void {
  // A special-sales guest is no member: a member-only call refusing it ends no session (decision 398).
  if (reason === "nonMember" && isSpecialGuestSession()) return;
  resetSession();
  if (reason === "nonMember") return;
  useGlobalState.getState().showToast(t(`errors:session.${reason}`));
  const current = `${window.location.pathname}${window.location.search}${window.location.hash}`;
  if (window.location.pathname === "/login") return;
  navigate(loginRedirectHref(current, true), { replace: true });
}

/** Registers `handleSessionReset` with the HTTP client (runStartup calls it; calling it again sets the same). */
export function installSessionHandlers(): void {
  configureHttp({ onSessionReset: handleSessionReset });
}
