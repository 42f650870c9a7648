import { ROUTE_NAMES, type RouteName } from "./paths";
import { BUILT_ROUTES } from "./route-rules";

/** Routes that show the "coming soon" page until their issue lands (listed in the README). */
export const COMING_SOON_ROUTES: readonly RouteName[] = ROUTE_NAMES.filter((name) => !BUILT_ROUTES.includes(name));
