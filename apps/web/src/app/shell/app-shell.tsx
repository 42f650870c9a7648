import { lazy, Suspense, useLayoutEffect, useState } from "react";
import { Outlet, useLocation, useNavigate } from "react-router";
import { useCtaPresence } from "../../components/ui/cta-presence";
import { ToastHost } from "../../components/ui/toast";
import { loadNamespaces } from "../../lib/i18n/i18n";
import { useAppPlatform } from "../../lib/request-info";
import { useGlobalState } from "../../lib/state/global-state";
import { loginRedirectHref } from "../guards/resolve-guard";
import { namespacesOf } from "../routes/page-files";
import { routeNameAt, useCurrentRouteName } from "../routes/route-handle";
import type { Route } from "./+types/app-shell";
import styles from "./app-shell.module.css";
import { BottomBar } from "./bottom-bar";
import { GlobalErrorPopup } from "./global-error-popup";
import { bottomSpacerHeight, hideBottomBarForPopup, isBottomBarActive } from "./layout-rules";
import { RouteErrorPage } from "./route-error-page";
import { ScrollTopButton } from "./scroll-top-button";
import { SpinnerOverlay } from "./spinner-overlay";

// The membership panel (card, coupons, orders, barcode library) is its own chunk: most visits
// never open it, and the first load stays small (issue 4 budget). It loads on the first tap.
const loadMembershipPanel = () =>
  Promise.all([import("./membership-panel"), loadNamespaces(["membership", "coupons"])]).then(([mod]) => mod);
const MembershipPanel = lazy(() => loadMembershipPanel().then((m) => ({ default: m.MembershipPanel })));

/** The page a navigation shows loads its texts beside its code (app/routes/page-files.ts). */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await loadNamespaces(namespacesOf(routeNameAt(new URL(request.url).pathname)));
  return null;
}

/** On the server every text is loaded (root.tsx); this route has no data of its own. */
export const loader = () => null;

/** Each navigation may lead to a page with texts of its own. */
export const shouldRevalidate = () => true;

/** A page that failed (a loader, a render, a chunk after a deployment) inside the shell. */
export function ErrorBoundary() {
  return <RouteErrorPage />;
}

/** SPEC §1: spinner overlay, routed page, bottom spacer, bottom bar, global error popup (+ toast). */
export default function AppShell() {
  const route = useCurrentRouteName();
  const location = useLocation();
  const navigate = useNavigate();
  const [cardOpen, setCardOpen] = useState(false);
  // Mounted from the first opening on, so its closing transition can run.
  const [panelUsed, setPanelUsed] = useState(false);
  const hasCtaBar = useCtaPresence((s) => s.count > 0);
  const openPopupCount = useGlobalState((s) => s.openPopupCount);

  // Every navigation starts at the top of the page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each navigation (location.key)
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [location.key]);

  const bottomBarActive = isBottomBarActive(route);
  const platform = useAppPlatform();
  const popupHidesBar = hideBottomBarForPopup({ platform, pathname: location.pathname, openPopupCount });

  const openMembershipCard = () => {
    if (!useGlobalState.getState().isLoggedIn) {
      const current = `${location.pathname}${location.search}${location.hash}`;
      navigate(loginRedirectHref(current, false))?.catch(() => undefined);
      return;
    }
    setPanelUsed(true);
    setCardOpen(true);
  };

  return (
    <>
      <SpinnerOverlay />
      <div className={styles.page}>
        <Outlet />
      </div>
      <div
        className={styles.spacer}
        style={{ height: bottomSpacerHeight(route, { hasCtaBar, bottomBarActive }) }}
        aria-hidden="true"
      />
      {bottomBarActive ? (
        <BottomBar route={route} hidden={popupHidesBar} onMembershipCard={openMembershipCard} />
      ) : null}
      <ScrollTopButton route={route} />
      {panelUsed ? (
        <Suspense fallback={null}>
          <MembershipPanel open={cardOpen} onClose={() => setCardOpen(false)} />
        </Suspense>
      ) : null}
      <GlobalErrorPopup />
      <ToastHost />
    </>
  );
}
