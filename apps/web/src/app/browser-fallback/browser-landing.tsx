import { useAppConfig } from "../../features/landing/api/get-app-config";
import { LandingScreen } from "../../features/landing/components/landing-screen";
import { appDeepLink, storeLinkFor } from "./store-link";

/** The landing screen with its links from the API's app config. */
export function BrowserLanding() {
  const links = useAppConfig().data ?? null;
  return (
    <LandingScreen
      openAppHref={appDeepLink(window.location.href)}
      downloadHref={links ? storeLinkFor(navigator.userAgent, links) : null}
      iosUrl={links?.appStoreUrlIos ?? null}
      androidUrl={links?.appStoreUrlAndroid ?? null}
    />
  );
}
