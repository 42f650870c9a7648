import { z } from "zod";
import {
  changePasswordRequestSchema,
  consentsSchema,
  idSearchRequestSchema,
  idSearchResponseSchema,
  memberDetailSchema,
  passwordDueSchema,
  quitRequestSchema,
  registerEmpNoRequestSchema,
  resetPasswordRequestSchema,
  updateBirthdayRequestSchema,
  updateConsentsRequestSchema,
  updateContactRequestSchema,
  updateEmailRequestSchema,
  updateNicknameRequestSchema,
} from "./account";
import { alarmPageSchema, alarmReadResultSchema } from "./alarms";
import { checkResponseSchema, loginRequestSchema, loginUserInfoSchema, refreshPushTokenRequestSchema } from "./auth";
import { certResultQuerySchema, certResultSchema, certStartRequestSchema, certStartResponseSchema } from "./cert";
import {
  appConfigSchema,
  codesRequestSchema,
  codesResponseSchema,
  countSchema,
  versionInfoQuerySchema,
  versionInfoSchema,
} from "./common";
import {
  couponDetailSchema,
  couponListQuerySchema,
  couponListSchema,
  couponPageQuerySchema,
  couponPageSchema,
} from "./coupons";
import { bindSchemas, empty } from "./endpoint-schemas";
import { catalogueEndpoints } from "./endpoints-catalogue";
import { checkoutEndpoints } from "./endpoints-checkout";
import { communityEndpoints } from "./endpoints-community";
import { contentEndpoints } from "./endpoints-content";
import { engagementEndpoints } from "./endpoints-engagement";
import { luckyDrawEndpoints } from "./endpoints-luckydraw";
import { preorderEndpoints } from "./endpoints-preorders";
import { returnsEndpoints } from "./endpoints-returns";
import { rouletteEndpoints } from "./endpoints-roulette";
import { socialEndpoints } from "./endpoints-social";
import { specialSalesEndpoints } from "./endpoints-special-sales";
import { storesEndpoints } from "./endpoints-stores";
import { wineKeepEndpoints } from "./endpoints-wine-keep";
import { idParam, keyParam } from "./input-rules";
import {
  agreeTermsQuerySchema,
  agreeTermsSchema,
  availabilitySchema,
  checkEmailQuerySchema,
  checkLoginIdQuerySchema,
  checkNicknameQuerySchema,
  joinRequestSchema,
} from "./join";
import { gradeInfoSchema, gradesSchema } from "./membership";
import { gnbOrderPageSchema, gnbOrderQuerySchema } from "./orders";
import { pageQuerySchema } from "./paging";
import {
  cardStatusSchema,
  paidMembershipPayRequestSchema,
  paidMembershipSchema,
  paymentConfirmRequestSchema,
  paymentResultSchema,
  paymentStartSchema,
  prepaidChargeRequestSchema,
  prepaidHistorySchema,
  prepaidSchema,
} from "./paid";
import { type EndpointName, type EndpointRoute, endpointRoutes } from "./routes";
import { stampCardSchema, stampHistorySchema, stampRedeemResultSchema } from "./stamps";

export type Endpoint = EndpointRoute & { params?: z.ZodType; query?: z.ZodType; body?: z.ZodType; response: z.ZodType };

const withSchemas = bindSchemas(endpointRoutes);

/**
 * Every endpoint of the API with its schemas. The API mounts its handlers from this table and the
 * web builds its URLs from the same routes, so the two cannot drift apart.
 */
export const endpoints = {
  // auth-api
  login: withSchemas("login", { body: loginRequestSchema, response: loginUserInfoSchema }),
  logout: withSchemas("logout", { response: empty }),
  autoLogin: withSchemas("autoLogin", { response: loginUserInfoSchema }),
  refresh: withSchemas("refresh", { response: empty }),
  check: withSchemas("check", { response: checkResponseSchema }),
  // user-api (membership paths whose prefix the spec leaves open)
  getEncrypt: withSchemas("getEncrypt", { response: z.string() }),
  refreshPushToken: withSchemas("refreshPushToken", { body: refreshPushTokenRequestSchema, response: empty }),
  grades: withSchemas("grades", { response: gradesSchema }),
  gradeInfo: withSchemas("gradeInfo", { response: gradeInfoSchema }),
  alarmsNewCount: withSchemas("alarmsNewCount", { response: countSchema }),
  // product-api
  appConfig: withSchemas("appConfig", { response: appConfigSchema }),
  versionInfo: withSchemas("versionInfo", { query: versionInfoQuerySchema, response: versionInfoSchema }),
  codes: withSchemas("codes", { body: codesRequestSchema, response: codesResponseSchema }),
  // commerce-api
  cartCount: withSchemas("cartCount", { response: countSchema }),
  cartCountSpecial: withSchemas("cartCountSpecial", { response: countSchema }),
  // issue 3, benefits (API-BENEFITS)
  couponPublish: withSchemas("couponPublish", { query: couponListQuerySchema, response: couponListSchema }),
  couponPublishPage: withSchemas("couponPublishPage", { query: couponPageQuerySchema, response: couponPageSchema }),
  couponDetail: withSchemas("couponDetail", {
    params: z.object({ cpnIssuNo: keyParam("cpnIssuNo") }),
    response: couponDetailSchema,
  }),
  ordersGnb: withSchemas("ordersGnb", { query: gnbOrderQuerySchema, response: gnbOrderPageSchema }),
  stampCard: withSchemas("stampCard", { response: stampCardSchema }),
  stampHistory: withSchemas("stampHistory", { query: pageQuerySchema, response: stampHistorySchema }),
  stampRedeem: withSchemas("stampRedeem", { response: stampRedeemResultSchema }),
  isPaidMber: withSchemas("isPaidMber", { response: z.boolean() }),
  paidMembership: withSchemas("paidMembership", { response: paidMembershipSchema }),
  paidMembershipPay: withSchemas("paidMembershipPay", {
    body: paidMembershipPayRequestSchema,
    response: paymentStartSchema,
  }),
  paymentConfirm: withSchemas("paymentConfirm", { body: paymentConfirmRequestSchema, response: paymentResultSchema }),
  prepaid: withSchemas("prepaid", { response: prepaidSchema }),
  prepaidHistory: withSchemas("prepaidHistory", { query: pageQuerySchema, response: prepaidHistorySchema }),
  prepaidCharge: withSchemas("prepaidCharge", { body: prepaidChargeRequestSchema, response: paymentStartSchema }),
  card: withSchemas("card", { response: cardStatusSchema }),
  cardLoss: withSchemas("cardLoss", { response: cardStatusSchema }),
  cardReissue: withSchemas("cardReissue", { response: cardStatusSchema }),
  alarms: withSchemas("alarms", { query: pageQuerySchema, response: alarmPageSchema }),
  alarmRead: withSchemas("alarmRead", {
    params: z.object({ alarmNo: idParam("alarmNo") }),
    response: alarmReadResultSchema,
  }),
  alarmReadAll: withSchemas("alarmReadAll", { response: alarmReadResultSchema }),
  // issue 3, account (API-ACCOUNT)
  agreeTerms: withSchemas("agreeTerms", { query: agreeTermsQuerySchema, response: agreeTermsSchema }),
  certStart: withSchemas("certStart", { body: certStartRequestSchema, response: certStartResponseSchema }),
  certResult: withSchemas("certResult", { query: certResultQuerySchema, response: certResultSchema }),
  join: withSchemas("join", { body: joinRequestSchema, response: loginUserInfoSchema }),
  checkLoginId: withSchemas("checkLoginId", { query: checkLoginIdQuerySchema, response: availabilitySchema }),
  checkEmail: withSchemas("checkEmail", { query: checkEmailQuerySchema, response: availabilitySchema }),
  checkNickname: withSchemas("checkNickname", { query: checkNicknameQuerySchema, response: availabilitySchema }),
  idSearch: withSchemas("idSearch", { body: idSearchRequestSchema, response: idSearchResponseSchema }),
  resetPassword: withSchemas("resetPassword", { body: resetPasswordRequestSchema, response: empty }),
  changePassword: withSchemas("changePassword", { body: changePasswordRequestSchema, response: passwordDueSchema }),
  changePasswordLater: withSchemas("changePasswordLater", { response: passwordDueSchema }),
  memberInfo: withSchemas("memberInfo", { response: memberDetailSchema }),
  updateNickname: withSchemas("updateNickname", { body: updateNicknameRequestSchema, response: memberDetailSchema }),
  updateEmail: withSchemas("updateEmail", { body: updateEmailRequestSchema, response: memberDetailSchema }),
  updateContact: withSchemas("updateContact", { body: updateContactRequestSchema, response: memberDetailSchema }),
  updateBirthday: withSchemas("updateBirthday", { body: updateBirthdayRequestSchema, response: memberDetailSchema }),
  registerEmpNo: withSchemas("registerEmpNo", { body: registerEmpNoRequestSchema, response: memberDetailSchema }),
  consents: withSchemas("consents", { response: consentsSchema }),
  updateConsents: withSchemas("updateConsents", { body: updateConsentsRequestSchema, response: consentsSchema }),
  quit: withSchemas("quit", { body: quitRequestSchema, response: empty }),
  ...catalogueEndpoints,
  ...engagementEndpoints,
  ...storesEndpoints,
  ...checkoutEndpoints,
  ...communityEndpoints,
  ...contentEndpoints,
  ...luckyDrawEndpoints,
  ...preorderEndpoints,
  ...returnsEndpoints,
  ...rouletteEndpoints,
  ...specialSalesEndpoints,
  ...socialEndpoints,
  ...wineKeepEndpoints,
} as const satisfies Record<EndpointName, Endpoint>;

type Def<N extends EndpointName> = (typeof endpoints)[N];

/** The `data` an endpoint answers with (the response schema's output, as the API sends it). */
export type ResponseOf<N extends EndpointName> = z.infer<Def<N>["response"]>;

/**
 * An object whose keys that take `undefined` may be left out: zod reads a missing key as undefined,
 * but types a key as optional only for `.optional()`/`.default()`, not for a preprocess that maps
 * undefined (catalogue's `codeList`).
 */
type Omissible<T> = T extends readonly unknown[]
  ? T
  : T extends object
    ? { [K in keyof T as undefined extends T[K] ? K : never]?: T[K] } & {
        [K in keyof T as undefined extends T[K] ? never : K]: T[K];
      } extends infer O
      ? { [K in keyof O]: O[K] }
      : never
    : T;

/**
 * What a caller sends in one part of a request: the input of that part's schema (before the API's
 * defaults, coercions and transforms), or `never` when the endpoint has no such part. Distributes
 * over a union of names.
 */
type SentOf<N extends EndpointName, Part extends "body" | "query" | "params"> = N extends EndpointName
  ? Def<N> extends { [K in Part]: infer S extends z.ZodType }
    ? Omissible<z.input<S>>
    : never
  : never;

/** The table's names that `T` are, or an error naming the one that is not. */
type Names<T extends EndpointName> = T;

/**
 * Endpoints whose body is multipart/form-data: the handler reads the form itself, so the table has
 * no body schema for them (reviewPhotoUpload, field `file`).
 */
export type FormEndpointName = Names<"reviewPhotoUpload" | "communityPhotoUpload">;

/** The JSON body of an endpoint (FormData for a FormEndpointName); `never` when it takes none. */
export type EndpointBody<N extends EndpointName> = N extends FormEndpointName ? FormData : SentOf<N, "body">;
/** The query of an endpoint (repeated keys for arrays, SPEC §7); `never` when it reads none. */
export type EndpointQuery<N extends EndpointName> = SentOf<N, "query">;
/**
 * The `:name` path parameters of an endpoint, from its `params` schema (the one the API parses
 * them with, which bindSchemas requires to give every `:name` of the path); `never` for a path
 * without any.
 */
export type EndpointParams<N extends EndpointName> = SentOf<N, "params">;
