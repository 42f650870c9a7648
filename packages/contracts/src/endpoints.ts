import { z } from "zod";
import { alarmPageSchema, alarmReadResultSchema } from "./alarms";
import { checkResponseSchema, loginRequestSchema, loginUserInfoSchema, refreshPushTokenRequestSchema } from "./auth";
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

export type Endpoint = EndpointRoute & { query?: z.ZodType; body?: z.ZodType; response: z.ZodType };
type Schemas = { query?: z.ZodType; body?: z.ZodType; response: z.ZodType };

const withSchemas = <N extends EndpointName, S extends Schemas>(name: N, schemas: S) =>
  ({ ...endpointRoutes[name], ...schemas }) as (typeof endpointRoutes)[N] & S;
const empty = z.null();

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
  couponDetail: withSchemas("couponDetail", { response: couponDetailSchema }),
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
  alarmRead: withSchemas("alarmRead", { response: alarmReadResultSchema }),
  alarmReadAll: withSchemas("alarmReadAll", { response: alarmReadResultSchema }),
} as const satisfies Record<EndpointName, Endpoint>;

export type ResponseOf<N extends EndpointName> = z.infer<(typeof endpoints)[N]["response"]>;
