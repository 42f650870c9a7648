import type { ComponentType } from "react";
import { importWithTimeout } from "../../lib/chunk-error";
import type { RouteName } from "./paths";

type PageModule = { default: ComponentType };

/** Lazy page modules of the routes built so far; every other route shows the coming-soon page. */
export const PAGE_MODULES: Partial<Record<RouteName, () => Promise<PageModule>>> = {
  main: () => import("./pages/home-page"),
  login: () => import("./pages/login-page"),
  notfound: () => import("./pages/not-found-page"),
  notMatched: () => import("./pages/not-found-page"),
  guide: () => import("./pages/guide-page"),
  errors: () => import("./pages/errors-page"),
  // issue 3, account (WEB-ACCOUNT)
  join: () => import("./pages/join-page"),
  signup: () => import("./pages/join-page"),
  phoneCert: () => import("./pages/phone-cert-page"),
  certCallback: () => import("./pages/cert-callback-page"),
  mypage: () => import("./pages/my-page"),
  mySetting: () => import("./pages/setting-page"),
  memberManage: () => import("./pages/member-manage-page"),
  memberNickname: () => import("./pages/member-edit-page"),
  memberEmail: () => import("./pages/member-edit-page"),
  memberEmplynum: () => import("./pages/member-edit-page"),
  memberPassword: () => import("./pages/member-password-page"),
  memberInfo: () => import("./pages/member-info-page"),
  quit: () => import("./pages/quit-page"),
  quitComplete: () => import("./pages/quit-complete-page"),
  idSearch: () => import("./pages/find-id-page"),
  resetpwd: () => import("./pages/reset-pwd-page"),
  changepwd: () => import("./pages/change-pwd-page"),
  // issue 3, benefits (WEB-BENEFITS)
  coupon: () => import("./pages/coupon-page"),
  membership: () => import("./pages/membership-page"),
  alert: () => import("./pages/alert-page"),
  membershipPay: () => import("./pages/membership-pay-page"),
  membershipLoss: () => import("./pages/membership-loss-page"),
};

const comingSoon = () => import("./pages/coming-soon-page");

/** React Router `lazy` for a route: its page module, loaded with the screen chunk time-out. */
export function lazyPage(name: RouteName) {
  const load = PAGE_MODULES[name] ?? comingSoon;
  return async () => {
    const mod = await importWithTimeout(load);
    return { Component: mod.default };
  };
}
