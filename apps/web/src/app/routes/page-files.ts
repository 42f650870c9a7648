import type { DeferredNamespace } from "../../lib/i18n/i18n";
import type { RouteName } from "./paths";

/**
 * The page module of each route built so far (`./pages/<file>.tsx`); every other route shows the
 * coming-soon page. src/routes.ts turns this into the route table.
 */
export const PAGE_MODULES: Partial<Record<RouteName, string>> = {
  main: "home-page",
  // issue 21: the start screen and the loading skeletons
  splash: "splash-page",
  skeletonMain: "skeleton-page",
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
  // issue 25, social sign-in
  socialCallback: "social-callback-page",
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
  // issue 21, the community
  community: "community-page",
  communityDetail: "community-detail-page",
  communityPostPage: "community-post-page",
  communityReport: "community-report-page",
  // issue 21, the chain's content
  notice: "notice-page",
  noticeDetail: "notice-detail-page",
  faq: "faq-page",
  terms: "terms-page",
  eventPage: "event-page",
  // issue 22, special sales
  specialSales: "special-sales-page",
  specialSalesProductDetail: "special-product-page",
  // issue 22, the roulette
  roulette: "roulette-page",
  rouletteDetail: "roulette-detail-page",
  // issue 22, lucky draws
  luckyDraw: "luckydraw-page",
  luckyDrawDetail: "luckydraw-detail-page",
  luckyDrawApplyDetail: "luckydraw-entry-page",
  luckyDrawWinningDetail: "luckydraw-entry-page",
  luckyDrawWinnerPay: "luckydraw-pay-page",
  luckyDrawOrder: "luckydraw-history-page",
  luckyDrawHistory: "luckydraw-history-page",
  luckyDrawComplete: "luckydraw-complete-page",
  // issue 23, wine keep
  wineKeep: "wine-keep-page",
  wineKeepDetail: "wine-keep-detail-page",
  // issue 23, returns and exchanges
  returnHistory: "return-page",
  returnPayment: "return-payment-page",
  returnPaymentComplete: "return-payment-complete-page",
  // issue 24, pre-orders
  reservation: "reservation-page",
  reservationList: "reservation-list-page",
  reservationDetail: "reservation-detail-page",
  reservationOrder: "reservation-order-page",
  reservationComplete: "reservation-complete-page",
};

const ACCOUNT: DeferredNamespace[] = ["account", "join"];
const PRODUCT: DeferredNamespace[] = ["product", "reviews", "wishlist", "cart", "payment"];
const CHECKOUT: DeferredNamespace[] = ["cart", "order", "payment"];
const EXHIBITIONS: DeferredNamespace[] = ["exhibitions"];
const COMMUNITY: DeferredNamespace[] = ["community"];

/**
 * Texts a page needs beyond those bundled with the shell (DEFERRED_NAMESPACES, decision 035): the
 * shell route's clientLoader loads them beside the page's code on a navigation, and the browser
 * loads the first page's before it hydrates. A page missing here still works: its texts load when
 * it first renders.
 */
const PAGE_NAMESPACES: Partial<Record<RouteName, readonly DeferredNamespace[]>> = {
  login: ["auth", "social"],
  socialCallback: ["social"],
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
  mySetting: [...ACCOUNT, "social"],
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
  orderHistoryDetail: [...CHECKOUT, "returns"],
  orderGiftDetail: CHECKOUT,
  orderBill: CHECKOUT,
  myShipping: CHECKOUT,
  shipping: CHECKOUT,
  vipUserCreditPopup: ["membership"],
  community: [...COMMUNITY, "events"],
  communityDetail: [...COMMUNITY, "product"],
  communityPostPage: COMMUNITY,
  communityReport: COMMUNITY,
  notice: ["content"],
  noticeDetail: ["content"],
  faq: ["content"],
  terms: ["content"],
  eventPage: ["events"],
  specialSales: ["specialSales"],
  specialSalesProductDetail: ["specialSales"],
  roulette: ["roulette"],
  rouletteDetail: ["roulette"],
  luckyDraw: ["luckydraw"],
  luckyDrawDetail: ["luckydraw"],
  luckyDrawApplyDetail: ["luckydraw"],
  luckyDrawWinningDetail: ["luckydraw"],
  luckyDrawWinnerPay: ["luckydraw"],
  luckyDrawOrder: ["luckydraw"],
  luckyDrawHistory: ["luckydraw"],
  luckyDrawComplete: ["luckydraw"],
  wineKeep: ["wineKeep"],
  wineKeepDetail: ["wineKeep"],
  returnHistory: ["returns"],
  returnPayment: ["returns"],
  returnPaymentComplete: ["returns"],
  reservation: ["preorders"],
  reservationList: ["preorders"],
  reservationDetail: ["preorders"],
  reservationOrder: ["preorders"],
  reservationComplete: ["preorders"],
};

export const COMING_SOON_FILE = "coming-soon-page";

/** The page module file of a route (relative to src/app/routes/pages, without `.tsx`). */
export const pageFileOf = (name: RouteName): string => PAGE_MODULES[name] ?? COMING_SOON_FILE;

/** The texts a route's page needs before it renders: screen titles (`routes`) on every page but home. */
export const namespacesOf = (name: RouteName | null): DeferredNamespace[] =>
  name === null ? [] : [...(name === "main" ? [] : (["routes"] as const)), ...(PAGE_NAMESPACES[name] ?? [])];
