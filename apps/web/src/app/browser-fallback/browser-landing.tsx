import { useLocation } from "react-router";
import { useAppConfig } from "../../features/landing/api/get-app-config";
import { LandingScreen } from "../../features/landing/components/landing-screen";
import { serverRequest } from "../../lib/ssr/server-request";
import { useHydrated } from "../../lib/ssr/settled";
import { appDeepLink, storeLinkFor } from "./store-link";

/**
 * The landing screen with its links from the API's app config. The server renders it too
 * (decision 310): there the agent comes from the request, and the deep link carries the path until
 * the browser, once hydrated, knows the whole address.
 */
export function BrowserLanding() {
  const links = useAppConfig().data ?? null;
  const location = useLocation();
  const hydrated = useHydrated();
  const userAgent = serverRequest()?.userAgent ?? navigator.userAgent;
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
