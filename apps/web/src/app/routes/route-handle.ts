import { matchRoutes, useMatches } from "react-router";
import { ROUTE_NAMES, ROUTES, type RouteName } from "./paths";

const NAMES = new Set<string>(ROUTE_NAMES);
/** The /pub review pages are the guide (decision 032). */
const ALIASES: Record<string, RouteName> = { pub: "guide", pubPage: "guide" };

const nameOfId = (id: string): RouteName | null => (NAMES.has(id) ? (id as RouteName) : (ALIASES[id] ?? null));

/**
 * The deepest matched route's name from a list of matches: a route's id is its name (src/routes.ts);
 * layouts (root, shell, membersOnly) have none.
 */
export function routeNameOf(matches: readonly { id: string }[]): RouteName | null {
  for (let i = matches.length - 1; i >= 0; i--) {
    const name = nameOfId(matches[i]?.id ?? "");
    if (name) return name;
  }
  return null;
}

export function useCurrentRouteName(): RouteName | null {
  return routeNameOf(useMatches());
}

/** The routes as plain objects, to name the route an address leads to before it is rendered. */
const TABLE = ROUTE_NAMES.map((name) => {
  const { path } = ROUTES[name];
  return path === "/" ? { id: name, index: true } : { id: name, path };
});

/** The name of the route `pathname` leads to (the page a navigation is about to show). */
export function routeNameAt(pathname: string): RouteName | null {
  const matches = matchRoutes([{ id: "shell", path: "/", children: TABLE }], pathname) ?? [];
  return routeNameOf(matches.map((m) => ({ id: m.route.id ?? "" })));
}
