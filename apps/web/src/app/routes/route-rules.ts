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

/** Pages this issue builds; every other route shows the shared "coming soon" screen. */
export const BUILT_ROUTES: readonly RouteName[] = [
  "main",
  // issue 21: the start screen and the loading skeletons
  "splash",
  "skeletonMain",
  "notfound",
  "notMatched",
  "login",
  "guide",
  "errors",
  // issue 3, account (WEB-ACCOUNT)
  "join",
  "signup",
  "phoneCert",
  "certCallback",
  "mypage",
  "mySetting",
  "memberManage",
  "memberNickname",
  "memberEmail",
  "memberEmplynum",
  "memberPassword",
  "memberInfo",
  "quit",
  "quitComplete",
  "idSearch",
  "resetpwd",
  "changepwd",
  // issue 3, benefits (WEB-BENEFITS)
  "coupon",
  "membership",
  "alert",
  "membershipPay",
  "membershipLoss",
  // issue 4, WEB-PRODUCT
  "productDetail",
  "photoReview",
  "myReview",
  "reportReview",
  "myRestock",
  // issue 4, WEB-HOME
  "promotion",
  "promotionDetail",
  "exhibition",
  "membershipOnlyOne",
  "membershipBrand",
  "membershipPlan",
  "mySeller",
  // issue 4, WEB-LIST
  "product",
  "search",
  "searchDetail",
  // issue 5, stores
  "store",
  "myPickup",
  // issue 6, cart, checkout and payment
  "cart",
  "basket",
  "order",
  "orderComplete",
  "bill",
  "billRglr",
  "tossPay",
  "billEasyPay",
  "easypayment",
  "modifyEasyPay",
  "orderList",
  "orderHistory",
  "orderHistoryDetail",
  "orderGiftDetail",
  "orderBill",
  "myShipping",
  "shipping",
  "vipUserCreditPopup",
  // issue 21, the community
  "community",
  "communityDetail",
  "communityPostPage",
  "communityReport",
  // issue 21, the chain's content
  "notice",
  "noticeDetail",
  "faq",
  "terms",
  "eventPage",
  // issue 22, lucky draws
  "luckyDraw",
  "luckyDrawDetail",
  "luckyDrawApplyDetail",
  "luckyDrawWinningDetail",
  "luckyDrawWinnerPay",
  "luckyDrawOrder",
  "luckyDrawHistory",
  "luckyDrawComplete",
  // issue 22, the roulette
  "roulette",
  "rouletteDetail",
  // issue 22, special sales
  "specialSales",
  "specialSalesProductDetail",
];
