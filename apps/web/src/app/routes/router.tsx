import { createBrowserRouter, type HydrationState, type RouteObject } from "react-router";
import { AppRoot } from "../shell/app-root";
import { RouteErrorPage } from "../shell/route-error-page";
import { guardLoader } from "./guard-loader";
import { lazyPage } from "./page-modules";
import { ROUTE_NAMES, ROUTES, type RouteName } from "./paths";
import { LOGIN_REQUIRED_ROUTES } from "./route-rules";

function routeObject(name: RouteName): RouteObject {
  const { path } = ROUTES[name];
  const base = {
    handle: { name },
    lazy: lazyPage(name),
    ...(LOGIN_REQUIRED_ROUTES.includes(name) ? { loader: guardLoader(name) } : {}),
  };
  return path === "/" ? { index: true, ...base } : { path, ...base };
}

/**
 * Outside production the publisher-review pages (/pub, /pub/*) show the component guide
 * (docs/decisions/032-pub-pages.md).
 */
function pubRoutes(pubAllowed: boolean): RouteObject[] {
  if (!pubAllowed) return [];
  return ["/pub", "/pub/*"].map((path) => ({ path, handle: { name: "guide" }, lazy: lazyPage("guide") }));
}

export function buildRoutes(pubAllowed: boolean): RouteObject[] {
  const children = ROUTE_NAMES.filter((name) => name !== "notMatched").map(routeObject);
  return [
    {
      path: "/",
      Component: AppRoot,
      ErrorBoundary: RouteErrorPage,
      children: [...children, ...pubRoutes(pubAllowed), routeObject("notMatched")],
    },
  ];
}

/** The browser's router; over the server's markup it starts from the server's route data. */
export function createAppRouter(
  pubAllowed: boolean,
  hydrate?: { routes: RouteObject[]; hydrationData: HydrationState },
) {
  return hydrate
    ? createBrowserRouter(hydrate.routes, { hydrationData: hydrate.hydrationData })
    : createBrowserRouter(buildRoutes(pubAllowed));
}

export type AppRouter = ReturnType<typeof createAppRouter>;
