import type { MyLinks } from "../../../features/account/routes/my-route";
import { COMING_SOON_ROUTES } from "../coming-soon-routes";
import { href } from "../paths";

/**
 * Every entry of my page (decision 437). No dead ends: routes/links.test.ts checks each leads to a
 * built page, and e2e/specs/my-page.spec.ts opens each one the page renders.
 */
export const MY_LINKS: MyLinks = {
  orders: href("orderHistory"),
  returns: href("returnHistory"),
  // Pre-orders (issue 24) appear the moment their page exists; until then the route is coming soon.
  reservations: COMING_SOON_ROUTES.includes("reservation") ? undefined : href("reservation"),
  luckyDrawHistory: href("luckyDrawHistory"),
  rouletteHistory: href("rouletteDetail"),
  wineKeep: href("wineKeep"),
  coupon: href("coupon"),
  membership: href("membership"),
  stamps: href("membership"),
  prepaid: href("membershipPay", {}, { tab: "prepaid" }),
  easyPay: href("easypayment"),
  restock: href("myRestock"),
  reviews: href("myReview"),
  events: href("eventPage"),
  specialSales: href("specialSales"),
  pickup: href("myPickup"),
  shipping: href("myShipping"),
  stores: href("store"),
  alarms: href("alert"),
  manage: href("memberManage"),
  settings: href("mySetting"),
  notices: href("notice"),
  faq: href("faq"),
  terms: href("terms"),
  changePwd: href("changepwd"),
  login: href("login", {}, { redirectPath: href("mypage") }),
  join: href("join"),
};
