import { useMatches } from "react-router";
import type { RouteName } from "./paths";

export type RouteHandle = { name: RouteName };

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === "object" && handle !== null && typeof (handle as RouteHandle).name === "string";
}

/** The deepest matched route's name from a list of matches (router state or hook). */
export function routeNameOf(matches: readonly { handle?: unknown }[]): RouteName | null {
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle)) return handle.name;
  }
  return null;
}

export function useCurrentRouteName(): RouteName | null {
  return routeNameOf(useMatches());
}
