/**
 * Every route of SPEC §2 (route table and popup routes), by name. The one place paths live:
 * build links with `href(name, params, query)`.
 */
export type HeaderType = "main" | "sub" | "none";

type RouteDef = { path: string; header: HeaderType };

const sub = <P extends string>(path: P) => ({ path, header: "sub" as const });
const popup = <P extends string>(path: P) => ({ path, header: "none" as const });

export const ROUTES = {
  main: { path: "/", header: "main" },
  notfound: sub("/404"),
  notMatched: sub("*"),
  terms: sub("/terms"),
  splash: popup("/splash"),
  product: sub("/product"),
  productDetail: sub("/product/:itemCd"),
  photoReview: sub("/product/:productId/photo"),
  signup: sub("/signup"),
  reportReview: sub("/cs/report"),
  shipping: sub("/shipping"),
  mypage: sub("/my"),
  search: sub("/search"),
  searchDetail: sub("/search/:keyword"),
  basket: sub("/basket"),
  order: sub("/order"),
  orderComplete: sub("/order/complete"),
  orderList: sub("/orderList"),
  orderHistory: sub("/order/history"),
  orderHistoryDetail: sub("/order/history/detail"),
  orderGiftDetail: sub("/order/history/orderGiftDetail"),
  promotion: sub("/promotion"),
  promotionDetail: sub("/promotion/period"),
  specialSales: sub("/specialSales"),
  specialSalesProductDetail: sub("/specialSales/productDetail"),
  exhibition: sub("/exhibition"),
  luckyDraw: sub("/luckydraw"),
  luckyDrawDetail: sub("/luckydraw/detail"),
  luckyDrawOrder: sub("/luckydraw/order"),
  luckyDrawWinnerPay: sub("/luckydraw/order/:luckyDrawCd"),
  luckyDrawComplete: sub("/luckydraw/complete"),
  luckyDrawHistory: sub("/luckydraw/history"),
  luckyDrawWinningDetail: sub("/luckydraw/winning/detail"),
  luckyDrawApplyDetail: sub("/luckydraw/apply/detail"),
  roulette: sub("/roulette"),
  rouletteDetail: sub("/roulette/detail"),
  mySeller: sub("/myseller"),
  login: sub("/login"),
  idSearch: sub("/id/search"),
  join: sub("/join"),
  faq: sub("/faq"),
  notice: sub("/notice"),
  noticeDetail: sub("/notice/detail"),
  alert: sub("/alert"),
  store: sub("/store"),
  resetpwd: sub("/resetpwd"),
  changepwd: sub("/changepwd"),
  cart: sub("/cart"),
  myShipping: sub("/my/shipping"),
  myPickup: sub("/my/pickup"),
  myReview: sub("/my/review"),
  mySetting: sub("/my/setting"),
  myRestock: sub("/my/restock"),
  coupon: sub("/coupon"),
  membership: sub("/membership"),
  membershipPay: sub("/membershipPay"),
  membershipLoss: sub("/membershipLoss"),
  membershipOnlyOne: sub("/membershipOnlyOne"),
  membershipBrand: sub("/membershipBrand"),
  membershipPlan: sub("/membershipPlan"),
  wineKeep: sub("/wineKeep"),
  wineKeepDetail: sub("/wineKeepDetail"),
  easypayment: sub("/easypayment"),
  memberManage: sub("/member/manage"),
  memberNickname: sub("/member/manage/nickname"),
  memberPassword: sub("/member/manage/password"),
  memberEmail: sub("/member/manage/email"),
  memberEmplynum: sub("/member/manage/emplynum"),
  memberInfo: sub("/member/manage/:memberInfo"),
  quit: sub("/member/quit"),
  quitComplete: sub("/member/quit/complete"),
  reservation: sub("/reservation"),
  reservationList: sub("/reservation/list"),
  reservationDetail: sub("/reservation/detail"),
  reservationOrder: sub("/reservation/order"),
  reservationComplete: sub("/reservation/complete"),
  community: sub("/community"),
  communityDetail: sub("/communityDetail"),
  eventPage: sub("/eventPage"),
  communityPostPage: sub("/communityPostPage"),
  communityReport: sub("/communityReport"),
  returnHistory: sub("/return"),
  returnPayment: sub("/return/payment"),
  returnPaymentComplete: sub("/return/payment/complete"),
  skeletonMain: sub("/skeleton"),
  guide: sub("/guide"),
  phoneCert: sub("/comm/commPhoneCert"),
  certCallback: sub("/commonCert/callback/:certType"),
  // issue 25: where Kakao, Naver and Apple send the person back (decision 434)
  socialCallback: sub("/sns/callback/:provider"),
  orderBill: sub("/order/bill"),
  errors: sub("/errors"),
  bill: popup("/comm/commBill"),
  billRglr: popup("/comm/commBillRglr"),
  billEasyPay: popup("/comm/commBillEasyPay"),
  vipUserCreditPopup: popup("/comm/vipUserCreditPopup"),
  modifyEasyPay: popup("/comm/commModifyEasyPay"),
  tossPay: popup("/comm/commTossPay"),
} as const satisfies Record<string, RouteDef>;

export type RouteName = keyof typeof ROUTES;
export const ROUTE_NAMES = Object.keys(ROUTES) as RouteName[];

type ParamKeys<P extends string> = P extends `${string}:${infer K}/${infer Rest}`
  ? K | ParamKeys<`/${Rest}`>
  : P extends `${string}:${infer K}`
    ? K
    : never;

export type RouteParams<N extends RouteName> = Record<ParamKeys<(typeof ROUTES)[N]["path"]>, string | number>;
type Query = Record<string, string | number | boolean | null | undefined>;

type HrefArgs<N extends RouteName> = [ParamKeys<(typeof ROUTES)[N]["path"]>] extends [never]
  ? [params?: Record<string, never>, query?: Query]
  : [params: RouteParams<N>, query?: Query];

/** The path of a named route, with params URI-encoded and an optional query string. */
export function href<N extends RouteName>(name: N, ...[params, query]: HrefArgs<N>): string {
  const template: string = ROUTES[name].path === "*" ? ROUTES.notfound.path : ROUTES[name].path;
  const values = (params ?? {}) as Record<string, string | number>;
  const path = template.replace(/:(\w+)/g, (_, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`href(${name}): missing param ${key}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}
