import { z } from "zod";
import { COUPON_SEARCH_TYPES, COUPON_USE_SE_VALUES, DISCOUNT_TYPES } from "./benefits-constants";
import { intInput } from "./input-rules";
import { positiveInt } from "./paging";

export const merchantSchema = z.object({ merchantNo: z.string(), merchantName: z.string() });
export const couponBenefitSchema = z.object({
  benefitName: z.string(),
  benefitDescription: z.string().nullable(),
  useRestrictedPolicies: z.object({
    availableMerchant: z.array(merchantSchema),
    goods: z.array(z.object({ goodsName: z.string() })),
  }),
});
export type CouponBenefit = z.infer<typeof couponBenefitSchema>;

/** One coupon published to the member. */
export const couponSchema = z.object({
  /** Id of this published coupon (detail path parameter). */
  cpnIssuNo: z.string(),
  couponName: z.string(),
  /** Percent for FIXED_RATE, won for FLAT_RATE; null when the coupon is a benefit only. */
  discountValue: z.number().int().nullable(),
  discountType: z.enum(DISCOUNT_TYPES),
  couponBenefit: z.array(couponBenefitSchema),
  couponUseSe: z.enum(COUPON_USE_SE_VALUES),
  /** YYYY-MM-DD (Asia/Seoul), first and last day of use. */
  validStartDate: z.string(),
  validEndDate: z.string(),
  /** Barcode number for offline or all coupons; null for online ones. */
  couponPublishNo: z.string().nullable(),
  clssfcOfCponApplc: z.string(),
  /** AVAILABLE, USED, EXPIRED or NOT_AVAILABLE (not yet valid or withdrawn). */
  status: z.enum(COUPON_SEARCH_TYPES),
  /** ISO time of use, when used. */
  usedAt: z.string().nullable(),
});
export type Coupon = z.infer<typeof couponSchema>;
export const couponListSchema = z.array(couponSchema);

const boolTrue = z.enum(["true"], { error: "available: only true is supported" }).optional();
export const couponListQuerySchema = z.object({
  searchType: z.enum(COUPON_SEARCH_TYPES, { error: "searchType must be AVAILABLE, USED, EXPIRED or NOT_AVAILABLE" }),
  available: boolTrue,
  orderColId: z.enum(["deadline", "latest"], { error: "orderColId must be deadline or latest" }).default("deadline"),
  orderType: z.enum(["ASC", "DESC"], { error: "orderType must be ASC or DESC" }).default("ASC"),
  /** A store: only coupons usable there (or online). */
  tnantCd: z.string().trim().min(1).max(20).optional(),
});
export type CouponListQuery = z.infer<typeof couponListQuerySchema>;

export const couponPageQuerySchema = couponListQuerySchema.extend({
  pageNo: positiveInt("pageNo", 10_000).default(1),
  size: positiveInt("size", 100).default(10),
  /** Sent back by the client (SPEC §7); the server recounts. */
  totalRows: intInput("totalRows", { coerce: true }).optional(),
});
export type CouponPageQuery = z.infer<typeof couponPageQuerySchema>;
export const couponPageSchema = z.object({
  pageNo: z.number().int(),
  size: z.number().int(),
  totalRows: z.number().int(),
  list: couponListSchema,
});
export type CouponPage = z.infer<typeof couponPageSchema>;

/** Coupon detail: the coupon plus the stores and goods it can be used for, flattened. */
export const couponDetailSchema = couponSchema.extend({
  usableStores: z.array(merchantSchema),
  usableGoods: z.array(z.string()),
});
export type CouponDetail = z.infer<typeof couponDetailSchema>;
