import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";
import { pageFileOf } from "./app/routes/page-files";
import { ROUTE_NAMES, ROUTES, type RouteName } from "./app/routes/paths";
import { LOGIN_REQUIRED_ROUTES } from "./app/routes/route-rules";

/**
 * The route table (React Router framework mode, decision 372), made from the spec's routes
 * (app/routes/paths.ts) and their page modules (app/routes/page-files.ts). Each route's id is its
 * name, so `useCurrentRouteName` reads it off the matches.
 *
 * root.tsx (document, providers, the landing screen outside the app)
 *   └ shell (app/shell/app-shell.tsx: bottom bar, popups; loads a page's texts on navigation)
 *       ├ public pages
 *       ├ members-only (app/routes/members-only.tsx: the guard of SPEC §2, on the server and in the browser)
 *       │   └ pages that need a login inside the app
 *       └ * (not found)
 */
const pageRoute = (name: RouteName) => {
  const file = `app/routes/pages/${pageFileOf(name)}.tsx`;
  const { path } = ROUTES[name];
  return path === "/" ? index(file, { id: name }) : route(path, file, { id: name });
};

const pages = ROUTE_NAMES.filter((name) => name !== "notMatched");
const membersOnly = pages.filter((name) => LOGIN_REQUIRED_ROUTES.includes(name));
const open = pages.filter((name) => !LOGIN_REQUIRED_ROUTES.includes(name));

export default [
  layout("app/shell/app-shell.tsx", { id: "shell" }, [
    ...open.map(pageRoute),
    layout("app/routes/members-only.tsx", { id: "membersOnly" }, membersOnly.map(pageRoute)),
    // The publisher-review pages (decision 032): the guide page answers 404 in production.
    route("/pub", "app/routes/pages/guide-page.tsx", { id: "pub" }),
    route("/pub/*", "app/routes/pages/guide-page.tsx", { id: "pubPage" }),
    pageRoute("notMatched"),
  ]),
] satisfies RouteConfig;
