import type { RouteName } from "../routes/paths";
import { BOTTOM_BAR_ACTIVE_ROUTES, COMMUNITY_ROUTES, NO_SPACER_ROUTES } from "../routes/route-rules";

export const SCROLL_TOP_THRESHOLD = 100;
export const SPACER = { base: 56, cta: 89, bottomBar: 144 } as const;

export function isBottomBarActive(route: RouteName | null): boolean {
  return route !== null && BOTTOM_BAR_ACTIVE_ROUTES.includes(route);
}

/** Height of the bottom margin spacer in px; 0 where the spec says it is absent. */
export function bottomSpacerHeight(
  route: RouteName | null,
  { hasCtaBar, bottomBarActive }: { hasCtaBar: boolean; bottomBarActive: boolean },
): number {
  if (route !== null && NO_SPACER_ROUTES.includes(route)) return 0;
  if (bottomBarActive) return SPACER.bottomBar;
  if (hasCtaBar) return SPACER.cta;
  return SPACER.base;
}

export function showScrollTopButton(scrollY: number, route: RouteName | null): boolean {
  return scrollY > SCROLL_TOP_THRESHOLD && route !== "mypage";
}

/** Distance of the scroll-to-top button from the bottom edge, in px. */
export function scrollTopButtonBottom(route: RouteName | null): number {
  return route !== null && COMMUNITY_ROUTES.includes(route) ? 160 : 104;
}

/** iOS in-app on the home path: an open popup hides the bottom bar. */
export function hideBottomBarForPopup({
  platform,
  pathname,
  openPopupCount,
}: {
  platform: "android" | "ios" | null;
  pathname: string;
  openPopupCount: number;
}): boolean {
  return platform === "ios" && pathname === "/" && openPopupCount > 0;
}
