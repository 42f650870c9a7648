import { createContext, type ReactNode, useContext } from "react";
import { type AppPlatform, appPlatform } from "./bridge/bridge";

/** What a page's render knows of the request: the agent (the server's request or the browser's). */
type RequestInfo = { userAgent: string };

const RequestInfoContext = createContext<RequestInfo>({ userAgent: "" });

/** Around the app (root.tsx): the server renders with the request's agent, the browser hydrates with the same. */
export function RequestInfoProvider({ userAgent, children }: { userAgent: string; children: ReactNode }) {
  return <RequestInfoContext.Provider value={{ userAgent }}>{children}</RequestInfoContext.Provider>;
}

/** The agent of the request the page was rendered for (the browser's own after hydration is the same). */
export const useUserAgent = (): string => useContext(RequestInfoContext).userAgent;

/** The native app's platform in a render (CONTRACT.md §2), or null in an ordinary browser. */
export function useAppPlatform(): AppPlatform | null {
  return appPlatform(useContext(RequestInfoContext).userAgent);
}

export function useInApp(): boolean {
  return useAppPlatform() !== null;
}
