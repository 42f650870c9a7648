import type { RouteName } from "./paths";

/** SPEC §2 Guards: routes that need a login inside the native app. */
export const LOGIN_REQUIRED_ROUTES: readonly RouteName[] = [
  "alert",
  "productDetail",
  "myReview",
  "mypage",
  "cart",
  "membership",
  "membershipPlan",
  "membershipPay",
  "membershipLoss",
  "membershipOnlyOne",
  "membershipBrand",
  "wineKeep",
  "wineKeepDetail",
  "easypayment",
  "orderHistory",
  "reservation",
  // issue 24: the pre-order's order page reserves and pays as the member (decision 410, 464)
  "reservationOrder",
  "luckyDrawHistory",
  "community",
  // issue 22: my spins are a member's own, like the lucky-draw history (decision 397)
  "rouletteDetail",
];

/** SPEC §2 Guards: back navigation is not allowed from these. */
export const BACK_DISALLOWED_ROUTES: readonly RouteName[] = [
  "main",
  "search",
  "mypage",
  "quitComplete",
  "community",
  "eventPage",
];

/** SPEC §2 Bottom bar: routes on which the bar shows its active look. */
export const BOTTOM_BAR_ACTIVE_ROUTES: readonly RouteName[] = [
  "main",
  "search",
  "searchDetail",
  "community",
  "mypage",
  "product",
  "promotion",
  "promotionDetail",
  "skeletonMain",
];

/** SPEC §2 Bottom bar: routes without the bottom margin spacer. */
export const NO_SPACER_ROUTES: readonly RouteName[] = [
  "splash",
  "login",
  "quitComplete",
  "notfound",
  "notMatched",
  "signup",
  "search",
  "resetpwd",
  "changepwd",
  "quit",
  "luckyDrawHistory",
  "communityReport",
  "rouletteDetail",
];

/** Community pages: the scroll-to-top button sits higher there (SPEC §2). */
export const COMMUNITY_ROUTES: readonly RouteName[] = [
  "community",
  "communityDetail",
  "eventPage",
  "communityPostPage",
  "communityReport",
];
