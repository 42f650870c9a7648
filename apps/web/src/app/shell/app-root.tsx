import { Suspense } from "react";
import { useLocation } from "react-router";
import { isInApp } from "../../lib/bridge/bridge";
import { isBypassPath } from "../browser-fallback/is-bypass-path";
import { LazyBrowserLanding } from "../browser-fallback/landing-loader";
import { PUB_PAGES_ALLOWED } from "../env";
import { AppShell } from "./app-shell";

/** SPEC §1: outside the native app the landing screen replaces the app, except on bypass pages. */
export function AppRoot() {
  const location = useLocation();
  const bypass = isBypassPath(`${location.pathname}${location.search}`, { pubPagesAllowed: PUB_PAGES_ALLOWED });
  if (!isInApp() && !bypass) {
    return (
      <Suspense fallback={null}>
        <LazyBrowserLanding />
      </Suspense>
    );
  }
  return <AppShell />;
}
