import { type ComponentType, use } from "react";

let loaded: ComponentType | null = null;
let loading: Promise<ComponentType> | null = null;

/**
 * The landing screen's code, loaded only where it shows (an ordinary browser): inside the app it is
 * never needed, so it stays out of the code the app starts with (decision 313). The start (and the
 * server render) load it before the first render when the agent is not the app's.
 */
export function loadLanding(): Promise<ComponentType> {
  loading ??= import("./browser-landing").then((m) => {
    loaded = m.BrowserLanding;
    return m.BrowserLanding;
  });
  return loading;
}

/** The landing screen; waits (under the caller's Suspense) only if the start did not load it. */
export function LazyBrowserLanding() {
  const Landing = loaded ?? use(loadLanding());
  return <Landing />;
}
