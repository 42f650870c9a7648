import type { ComponentType } from "react";
import { useSessionStore } from "../../features/auth/stores/session-store";
import { startHomeRequest } from "../../features/home/api/get-home";
import { startProductRequest } from "../../features/product/api/get-product-detail";
import { importWithTimeout } from "../../lib/chunk-error";
import { type DeferredNamespace, loadNamespaces } from "../../lib/i18n/i18n";
import { isLoadingServerPage } from "../ssr/server-page-load";
import type { RouteName } from "./paths";

type PageModule = { default: ComponentType };

/** Every page module, by file name (`./pages/<file>.tsx`); each is its own chunk. */
const PAGE_FILES = import.meta.glob<PageModule>("./pages/*-page.tsx");

/** The page file of each route built so far; every other route shows the coming-soon page. */
export const PAGE_MODULES: Partial<Record<RouteName, string>> = {
  main: "home-page",
  login: "login-page",
  notfound: "not-found-page",
  notMatched: "not-found-page",
  guide: "guide-page",
  errors: "errors-page",
  // issue 3, account (WEB-ACCOUNT)
  join: "join-page",
  signup: "join-page",
  phoneCert: "phone-cert-page",
  certCallback: "cert-callback-page",
  mypage: "my-page",
  mySetting: "setting-page",
  memberManage: "member-manage-page",
  memberNickname: "member-edit-page",
  memberEmail: "member-edit-page",
  memberEmplynum: "member-edit-page",
  memberPassword: "member-password-page",
  memberInfo: "member-info-page",
  quit: "quit-page",
  quitComplete: "quit-complete-page",
  idSearch: "find-id-page",
  resetpwd: "reset-pwd-page",
  changepwd: "change-pwd-page",
  // issue 3, benefits (WEB-BENEFITS)
  coupon: "coupon-page",
  membership: "membership-page",
  alert: "alert-page",
  membershipPay: "membership-pay-page",
  membershipLoss: "membership-loss-page",
  // issue 4, WEB-PRODUCT
  productDetail: "product-detail-page",
  photoReview: "photo-review-page",
  myReview: "my-review-page",
  reportReview: "report-review-page",
  myRestock: "my-restock-page",
  // issue 4, WEB-HOME
  promotion: "promotion-page",
  promotionDetail: "promotion-detail-page",
  exhibition: "exhibition-page",
  membershipOnlyOne: "exhibition-page",
  membershipBrand: "exhibition-page",
  membershipPlan: "exhibition-page",
  mySeller: "my-seller-page",
  // issue 4, WEB-LIST
  product: "product-list-page",
  search: "search-page",
  searchDetail: "search-result-page",
  // issue 5, stores
  store: "store-page",
  myPickup: "my-pickup-page",
  // issue 6, cart, checkout and payment
  cart: "cart-page",
  basket: "cart-page",
  order: "order-page",
  orderComplete: "order-complete-page",
  bill: "bill-page",
  billRglr: "bill-rglr-page",
  tossPay: "toss-pay-page",
  billEasyPay: "bill-easy-pay-page",
  easypayment: "easy-payment-page",
  modifyEasyPay: "modify-easy-pay-page",
  orderList: "order-history-page",
  orderHistory: "order-history-page",
  orderHistoryDetail: "order-detail-page",
  orderGiftDetail: "order-gift-page",
  orderBill: "order-bill-page",
  myShipping: "shipping-page",
  shipping: "shipping-page",
  vipUserCreditPopup: "vip-credit-popup-page",
};

/**
 * Calls that start while a page chunk downloads, so the call and the chunk travel side by side
 * (decisions 244, 287). Browser only: the server render fetches what the page asks for itself.
 */
const EARLY_CALLS: Partial<Record<RouteName, () => void>> = {
  main: () => startHomeRequest(useSessionStore.getState().userInfo?.mberNo || null),
  productDetail: () => startProductRequest(window.location.pathname),
};

const ACCOUNT: DeferredNamespace[] = ["account", "join"];
const PRODUCT: DeferredNamespace[] = ["product", "reviews", "wishlist", "cart", "payment"];
const CHECKOUT: DeferredNamespace[] = ["cart", "order", "payment"];
const EXHIBITIONS: DeferredNamespace[] = ["exhibitions"];

/**
 * Texts a page needs beyond those bundled with the shell (DEFERRED_NAMESPACES, decision 035); they
 * load beside the page chunk instead of after it. A page missing here still works: its texts load
 * when it first renders.
 */
const PAGE_NAMESPACES: Partial<Record<RouteName, readonly DeferredNamespace[]>> = {
  login: ["auth"],
  phoneCert: ["cert"],
  certCallback: ["cert"],
  coupon: ["coupons"],
  alert: ["alarms"],
  product: ["catalogue"],
  search: ["search", "catalogue"],
  searchDetail: ["search", "catalogue"],
  join: ACCOUNT,
  signup: ACCOUNT,
  mypage: [...ACCOUNT, "wishlist"],
  mySetting: ACCOUNT,
  memberManage: ACCOUNT,
  memberNickname: ACCOUNT,
  memberEmail: ACCOUNT,
  memberEmplynum: ACCOUNT,
  memberPassword: ACCOUNT,
  memberInfo: ACCOUNT,
  quit: ACCOUNT,
  quitComplete: ACCOUNT,
  idSearch: ACCOUNT,
  resetpwd: ACCOUNT,
  changepwd: ACCOUNT,
  membership: ["membership"],
  membershipPay: ["membership"],
  membershipLoss: ["membership"],
  productDetail: PRODUCT,
  photoReview: ["reviews"],
  myReview: ["reviews"],
  reportReview: ["reviews"],
  myRestock: ["wishlist"],
  promotion: EXHIBITIONS,
  promotionDetail: EXHIBITIONS,
  exhibition: EXHIBITIONS,
  membershipOnlyOne: EXHIBITIONS,
  membershipBrand: EXHIBITIONS,
  membershipPlan: EXHIBITIONS,
  mySeller: EXHIBITIONS,
  store: ["stores"],
  myPickup: ["stores"],
  cart: CHECKOUT,
  basket: CHECKOUT,
  order: CHECKOUT,
  orderComplete: CHECKOUT,
  bill: CHECKOUT,
  billRglr: CHECKOUT,
  tossPay: CHECKOUT,
  billEasyPay: CHECKOUT,
  easypayment: CHECKOUT,
  modifyEasyPay: CHECKOUT,
  orderList: CHECKOUT,
  orderHistory: CHECKOUT,
  orderHistoryDetail: CHECKOUT,
  orderGiftDetail: CHECKOUT,
  orderBill: CHECKOUT,
  myShipping: CHECKOUT,
  shipping: CHECKOUT,
  vipUserCreditPopup: ["membership"],
};

const COMING_SOON = "coming-soon-page";

/** The source file of a route's page, as the build manifest names it (the server render's CSS and preloads). */
export const pageSourceFile = (name: RouteName) => `src/app/routes/pages/${PAGE_MODULES[name] ?? COMING_SOON}.tsx`;

function pageLoader(name: RouteName): () => Promise<PageModule> {
  const load = PAGE_FILES[`./pages/${PAGE_MODULES[name] ?? COMING_SOON}.tsx`];
  if (!load) throw new Error(`no page module for route ${name}`);
  return load;
}

/** React Router `lazy` for a route: its page module, loaded with the screen chunk time-out. */
export function lazyPage(name: RouteName) {
  const load = pageLoader(name);
  return async () => {
    // Not for the page the server rendered: its data came with it.
    if (typeof window !== "undefined" && !isLoadingServerPage()) EARLY_CALLS[name]?.();
    // Screen titles (`routes`) come with every page but home, which has none (decision 313).
    const [mod] = await Promise.all([
      importWithTimeout(load),
      loadNamespaces([...(name === "main" ? [] : ["routes"]), ...(PAGE_NAMESPACES[name] ?? [])]),
    ]);
    return { Component: mod.default };
  };
}
