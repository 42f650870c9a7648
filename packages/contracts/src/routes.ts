import { API_VERSION, type ApiPrefix } from "./constants";
import { catalogueRoutes } from "./routes-catalogue";
import { checkoutRoutes } from "./routes-checkout";
import { communityRoutes } from "./routes-community";
import { contentRoutes } from "./routes-content";
import { engagementRoutes } from "./routes-engagement";
import { luckyDrawRoutes } from "./routes-luckydraw";
import { preorderRoutes } from "./routes-preorders";
import { returnsRoutes } from "./routes-returns";
import { rouletteRoutes } from "./routes-roulette";
import { socialRoutes } from "./routes-social";
import { specialSalesRoutes } from "./routes-special-sales";
import { storesRoutes } from "./routes-stores";
import { wineKeepRoutes } from "./routes-wine-keep";

export type HttpMethod = "GET" | "POST" | "PATCH" | "PUT" | "DELETE";

export type EndpointRoute = {
  method: HttpMethod;
  prefix: ApiPrefix;
  /** Path after `/{prefix}/v1.0.0`, with `:param` placeholders. */
  path: string;
  /** Member-only: answers NON_MEMBER without a signed-in member. */
  auth: "member" | "optional" | "none";
};

/**
 * Where every endpoint lives (CONTRACT.md §3). Kept free of zod so the web bundle can build URLs
 * without shipping the schemas; `endpoints` (endpoints.ts) adds each one's schemas.
 */
export const endpointRoutes = {
  // auth-api
  login: { method: "POST", prefix: "auth-api", path: "/api/membership/login", auth: "none" },
  logout: { method: "GET", prefix: "auth-api", path: "/api/membership/logout", auth: "optional" },
  autoLogin: { method: "GET", prefix: "auth-api", path: "/api/membership/auto-login", auth: "none" },
  refresh: { method: "POST", prefix: "auth-api", path: "/api/membership/refresh", auth: "none" },
  check: { method: "GET", prefix: "auth-api", path: "/api/check", auth: "member" },
  // user-api (membership paths whose prefix the spec leaves open)
  getEncrypt: { method: "GET", prefix: "user-api", path: "/api/membership/getEncrypt", auth: "member" },
  refreshPushToken: { method: "POST", prefix: "user-api", path: "/api/membership/refreshPushToken", auth: "member" },
  grades: { method: "GET", prefix: "user-api", path: "/api/membership/grades", auth: "none" },
  gradeInfo: { method: "GET", prefix: "user-api", path: "/api/membership/grade-info", auth: "member" },
  alarmsNewCount: { method: "GET", prefix: "user-api", path: "/api/alarms/new-cnt", auth: "member" },
  // product-api
  appConfig: { method: "GET", prefix: "product-api", path: "/api/app-config", auth: "none" },
  versionInfo: { method: "GET", prefix: "product-api", path: "/api/version/info", auth: "none" },
  codes: { method: "POST", prefix: "product-api", path: "/api/codes", auth: "none" },
  // commerce-api
  cartCount: { method: "GET", prefix: "commerce-api", path: "/api/cart/count", auth: "member" },
  cartCountSpecial: { method: "GET", prefix: "commerce-api", path: "/api/cart/count/special", auth: "optional" },
  // issue 3, benefits (API-BENEFITS): coupons, orders panel, stamps, paid membership, payments, prepaid, card, alarms
  couponPublish: { method: "GET", prefix: "user-api", path: "/api/membership/coupon/publish", auth: "member" },
  couponPublishPage: {
    method: "GET",
    prefix: "user-api",
    path: "/api/membership/coupon/publish/pagination",
    auth: "member",
  },
  couponDetail: { method: "GET", prefix: "user-api", path: "/api/membership/coupon/detail/:cpnIssuNo", auth: "member" },
  ordersGnb: { method: "GET", prefix: "commerce-api", path: "/api/orders/pages/gnb", auth: "member" },
  stampCard: { method: "GET", prefix: "user-api", path: "/api/membership/stamps", auth: "member" },
  stampHistory: { method: "GET", prefix: "user-api", path: "/api/membership/stamps/history", auth: "member" },
  stampRedeem: { method: "POST", prefix: "user-api", path: "/api/membership/stamps/redeem", auth: "member" },
  isPaidMber: { method: "GET", prefix: "user-api", path: "/api/membership/isPaidMber", auth: "member" },
  paidMembership: { method: "GET", prefix: "user-api", path: "/api/membership/paid", auth: "member" },
  paidMembershipPay: { method: "POST", prefix: "user-api", path: "/api/membership/paid/pay", auth: "member" },
  paymentConfirm: { method: "POST", prefix: "commerce-api", path: "/api/payments/confirm", auth: "member" },
  prepaid: { method: "GET", prefix: "user-api", path: "/api/membership/prepaid", auth: "member" },
  prepaidHistory: { method: "GET", prefix: "user-api", path: "/api/membership/prepaid/history", auth: "member" },
  prepaidCharge: { method: "POST", prefix: "user-api", path: "/api/membership/prePaidCharge", auth: "member" },
  card: { method: "GET", prefix: "user-api", path: "/api/membership/card", auth: "member" },
  cardLoss: { method: "POST", prefix: "user-api", path: "/api/membership/card/loss", auth: "member" },
  cardReissue: { method: "POST", prefix: "user-api", path: "/api/membership/card/reissue", auth: "member" },
  alarms: { method: "GET", prefix: "user-api", path: "/api/alarms", auth: "member" },
  alarmRead: { method: "PATCH", prefix: "user-api", path: "/api/alarms/:alarmNo/read", auth: "member" },
  alarmReadAll: { method: "PATCH", prefix: "user-api", path: "/api/alarms/read-all", auth: "member" },
  // issue 3, account (API-ACCOUNT): terms, certification, join, find id, passwords, member info, consents, quit
  agreeTerms: { method: "GET", prefix: "user-api", path: "/api/membership/agree-terms", auth: "none" },
  certStart: { method: "POST", prefix: "user-api", path: "/api/cert/start", auth: "optional" },
  certResult: { method: "GET", prefix: "user-api", path: "/api/cert/result", auth: "optional" },
  join: { method: "POST", prefix: "user-api", path: "/api/membership/join", auth: "none" },
  checkLoginId: { method: "GET", prefix: "user-api", path: "/api/membership/check/login-id", auth: "none" },
  checkEmail: { method: "GET", prefix: "user-api", path: "/api/membership/check/email", auth: "none" },
  checkNickname: { method: "GET", prefix: "user-api", path: "/api/membership/check/nickname", auth: "none" },
  idSearch: { method: "POST", prefix: "user-api", path: "/api/membership/id/search", auth: "none" },
  resetPassword: { method: "POST", prefix: "user-api", path: "/api/membership/password/reset", auth: "none" },
  changePassword: { method: "POST", prefix: "user-api", path: "/api/membership/password/change", auth: "member" },
  changePasswordLater: { method: "POST", prefix: "user-api", path: "/api/membership/password/later", auth: "member" },
  memberInfo: { method: "GET", prefix: "user-api", path: "/api/membership/member-info", auth: "member" },
  updateNickname: { method: "PATCH", prefix: "user-api", path: "/api/membership/member-info/nickname", auth: "member" },
  updateEmail: { method: "PATCH", prefix: "user-api", path: "/api/membership/member-info/email", auth: "member" },
  updateContact: { method: "PATCH", prefix: "user-api", path: "/api/membership/member-info/contact", auth: "member" },
  updateBirthday: { method: "PATCH", prefix: "user-api", path: "/api/membership/member-info/birthday", auth: "member" },
  registerEmpNo: { method: "POST", prefix: "user-api", path: "/api/membership/member-info/emp-no", auth: "member" },
  consents: { method: "GET", prefix: "user-api", path: "/api/membership/consents", auth: "member" },
  updateConsents: { method: "PUT", prefix: "user-api", path: "/api/membership/consents", auth: "member" },
  quit: { method: "POST", prefix: "user-api", path: "/api/membership/quit", auth: "member" },
  ...catalogueRoutes,
  ...engagementRoutes,
  ...storesRoutes,
  ...checkoutRoutes,
  ...communityRoutes,
  ...specialSalesRoutes,
  ...contentRoutes,
  ...luckyDrawRoutes,
  ...preorderRoutes,
  ...returnsRoutes,
  ...rouletteRoutes,
  ...wineKeepRoutes,
  ...socialRoutes,
} as const satisfies Record<string, EndpointRoute>;

export type EndpointName = keyof typeof endpointRoutes;

/** `/{prefix}/v1.0.0{path}` with `:params` filled in (URI-encoded). */
export function endpointUrl(name: EndpointName, params: Record<string, string | number> = {}): string {
  const e: EndpointRoute = endpointRoutes[name];
  const path = e.path.replace(/:(\w+)/g, (_, key: string) => {
    const v = params[key];
    if (v === undefined) throw new Error(`missing path param ${key} for ${name}`);
    return encodeURIComponent(String(v));
  });
  return `/${e.prefix}/${API_VERSION}${path}`;
}
