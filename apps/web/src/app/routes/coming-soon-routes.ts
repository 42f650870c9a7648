import { COMING_SOON_FILE, pageFileOf } from "./page-files";
import { ROUTE_NAMES, type RouteName } from "./paths";

/**
 * Routes that show the "coming soon" page until their issue lands (listed in the README): exactly
 * those without a page module, so the router and this list cannot disagree.
 */
export const COMING_SOON_ROUTES: readonly RouteName[] = ROUTE_NAMES.filter(
  (name) => pageFileOf(name) === COMING_SOON_FILE,
);
