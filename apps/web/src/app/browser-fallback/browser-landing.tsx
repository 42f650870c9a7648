import { useLocation } from "react-router";
import { useAppConfig } from "../../features/landing/api/get-app-config";
import { LandingScreen } from "../../features/landing/components/landing-screen";
import { useHydrated } from "../../lib/dom/use-hydrated";
import { useUserAgent } from "../../lib/request-info";
import { appDeepLink, storeLinkFor } from "./store-link";

/**
 * The landing screen with its links from the API's app config. The server renders it too
 * (decision 372): the agent is the request's, and the deep link carries the path until
 * the browser, once hydrated, knows the whole address.
 */
export function BrowserLanding() {
  const links = useAppConfig().data ?? null;
  const location = useLocation();
  const hydrated = useHydrated();
  const userAgent = useUserAgent();
  const here = hydrated ? window.location.href : `${location.pathname}${location.search}`;
  return (
    <LandingScreen
      openAppHref={appDeepLink(here)}
      downloadHref={links ? storeLinkFor(userAgent, links) : null}
      iosUrl={links?.appStoreUrlIos ?? null}
      androidUrl={links?.appStoreUrlAndroid ?? null}
    />
  );
}
