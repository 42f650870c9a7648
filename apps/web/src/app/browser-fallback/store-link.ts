export type AppStoreLinks = { appStoreUrlIos: string; appStoreUrlAndroid: string };

/** SPEC §1: the iOS store on iPhone/iPad/iPod agents, the Android link everywhere else. */
export function storeLinkFor(ua: string, links: AppStoreLinks): string {
  return /iPhone|iPad|iPod/i.test(ua) ? links.appStoreUrlIos : links.appStoreUrlAndroid;
}

/** CONTRACT.md §2: the deep link that opens the app on the current page. */
export function appDeepLink(currentUrl: string): string {
  return `cellar://open?url=${encodeURIComponent(currentUrl)}`;
}

/** The build's environment is fixed at production; `VITE_PUB_PAGES=true` marks a review build. */
export function pubPagesAllowed(env: { PROD: boolean; VITE_PUB_PAGES?: string }): boolean {
  return !env.PROD || env.VITE_PUB_PAGES === "true";
}
