import { z } from "zod";
import { CART_LIMITS, PAY_METHODS } from "./checkout-constants";
import { couponSchema } from "./coupons";
import { intInput } from "./input-rules";

export const yn = z.enum(["Y", "N"]);
const code2 = (field: string) => z.string().regex(/^\d{2}$/, `${field} must be two digits`);
export const returnPath = z
  .string({ error: "returnPath is required" })
  .regex(/^\/(?!\/)[^\s\\]*$/, "returnPath must be a path of this site starting with /")
  .max(300, "returnPath is too long");

/** What goes into an order: cart lines (cartNos) or a direct purchase (items, "buy now"). */
export const orderLinesSchema = z
  .object({
    cartNos: z
      .array(intInput("cartNos", { min: 1 }))
      .max(CART_LIMITS.maxLines)
      .optional(),
    items: z
      .array(
        z.object({
          itemCd: z.string().trim().min(1).max(20),
          tnantCd: z.string().trim().min(1).max(20),
          itemQty: z.number().int().min(1).max(CART_LIMITS.maxQty),
          optItemCd: z.string().trim().min(1).max(20).nullable().optional(),
        }),
      )
      .max(20)
      .optional(),
  })
  .refine((v) => (v.cartNos?.length ?? 0) + (v.items?.length ?? 0) > 0, "cartNos or items is required");
export type OrderLines = z.infer<typeof orderLinesSchema>;

/** The choices the member makes on the order sheet that change amounts. */
export const orderChoicesSchema = z.object({
  /** cpnIssuNo of the coupons to apply: at most one per coupon class (clssfcOfCponApplc). */
  couponCds: z.array(z.string().trim().min(1).max(40)).max(10).default([]),
  /** Stamps to use, a multiple of STAMP_ORDER_REWARD.stampsPerReward. */
  stampUseCnt: z.number().int().min(0).max(10_000).default(0),
  /** Prepaid to use (paid members only); the server caps it at the balance and the net amount. */
  prepaidUseAmt: intInput("prepaidUseAmt").default(0),
  orderDeliveryCd: code2("orderDeliveryCd").default("01"),
  /** Employee discount is applied when the member is an employee (isEmp) and this is not N. */
  empDcYn: yn.default("Y"),
});
export const orderCalculateRequestSchema = z.intersection(orderLinesSchema, orderChoicesSchema);
export type OrderCalculateRequest = z.infer<typeof orderCalculateRequestSchema>;

/** SPEC §3 order item, with every discount of the line (won, whole line). */
export const orderItemSchema = z.object({
  orderItemNo: z.number().int(),
  tnantCd: z.string(),
  itemCd: z.string(),
  itemNm: z.string(),
  itemRctNm: z.string(),
  itemImgFileUrl: z.string(),
  itemQty: z.number().int(),
  saleUprc: z.number().int(),
  onlnSaleUprc: z.number().int(),
  eventPrice: z.number().int().nullable(),
  /** Line total at the regular price (saleUprc + option) × itemQty. */
  itemPrice: z.number().int(),
  periodDcAmt: z.number().int(),
  mixDcAmt: z.number().int(),
  discountDcAmt: z.number().int(),
  empDcAmt: z.number().int(),
  /** Paid-member price discount. */
  userAddDcAmt: z.number().int(),
  cpnDcAmt: z.number().int(),
  orderCpnDcAmt: z.number().int(),
  orderEvntDcAmt: z.number().int(),
  taxFlgCd: z.string(),
  taxAmt: z.number().int(),
  itemTypeCd: z.string(),
  clasLCd: z.string(),
  clasMCd: z.string(),
  clasSCd: z.string(),
  mgRate: z.number(),
  exchgYn: yn,
  optType: z.string().nullable(),
  orderItemOptions: z.array(
    z.object({ optItemCd: z.string(), optClasCd: z.string(), optClasNm: z.string(), saleUprc: z.number().int() }),
  ),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

/** One discount line of the summary (shown one by one). */
export const discountLineSchema = z.object({
  /** PERIOD | MIX_AND_MATCH | DISCOUNT | PAID_MEMBER | EMPLOYEE | COUPON | STAMP */
  type: z.string(),
  name: z.string(),
  amount: z.number().int(),
  /** The coupon's cpnIssuNo for COUPON lines. */
  ref: z.string().nullable(),
});

/** SPEC §3 order amount summary plus the draft's amount fields, computed by the server only. */
export const orderAmountsSchema = z.object({
  orderAmt: z.number().int(),
  dlvrAmt: z.number().int(),
  dcAmt: z.number().int(),
  totalDcAmt: z.number().int(),
  totalMixAndMatchDcAmt: z.number().int(),
  totalDiscountDcAmt: z.number().int(),
  totalPeriodDcAmt: z.number().int(),
  totalCpnDcAmt: z.number().int(),
  cpnDcAmt: z.number().int(),
  totalEvntDcAmt: z.number().int(),
  evntDcAmt: z.number().int(),
  totalPartnerEvntDcAmt: z.number().int(),
  partnerEvntDcAmt: z.number().int(),
  totalEmpDcAmt: z.number().int(),
  employeeAddDcAmt: z.number().int(),
  userAddDcAmt: z.number().int(),
  /** Stamp discount. */
  pointUseAmt: z.number().int(),
  netAmt: z.number().int(),
  prepaidAmt: z.number().int(),
  cardAmt: z.number().int(),
  pointSaveAmt: z.number().int(),
  totalTaxAmt: z.number().int(),
});
export type OrderAmounts = z.infer<typeof orderAmountsSchema>;

export const orderCalculationSchema = z.object({
  amounts: orderAmountsSchema,
  discounts: z.array(discountLineSchema),
  orderItems: z.array(orderItemSchema),
  /** The applied coupons and stamps, as the server accepted them. */
  couponCds: z.array(z.string()),
  stampUseCnt: z.number().int(),
  /** Convenience copies of amounts.cardAmt / prepaidAmt (SPEC §7 calculate answer). */
  cardAmt: z.number().int(),
  prepaidAmt: z.number().int(),
});
export type OrderCalculation = z.infer<typeof orderCalculationSchema>;

export const shippingAddressInputSchema = z.object({
  addrNm: z.string().trim().min(1, "addrNm is required").max(30),
  receiverNm: z.string().trim().min(1, "receiverNm is required").max(30),
  receiverMobileNum: z.string().regex(/^01\d{8,9}$/, "receiverMobileNum must be 10 or 11 digits starting with 01"),
  zip: z.string().regex(/^\d{5}$/, "zip must be 5 digits"),
  baseAddr: z.string().trim().min(1, "baseAddr is required").max(200),
  detailAddr: z.string().trim().max(200).default(""),
  roadAddr: z.string().trim().max(200).default(""),
  defaultYn: yn.default("N"),
});
export type ShippingAddressInput = z.infer<typeof shippingAddressInputSchema>;
export const shippingAddressSchema = shippingAddressInputSchema.extend({ addrNo: z.number().int() });
export type ShippingAddress = z.infer<typeof shippingAddressSchema>;
export const shippingAddressListSchema = z.array(shippingAddressSchema);

/** Order sheet (POST /api/orders/order): everything /order needs to open. */
export const orderSheetSchema = z.object({
  orderer: z.object({
    mberNo: z.string(),
    korMberNm: z.string(),
    ordererMobileNum: z.string(),
    email: z.string(),
    isEmp: z.boolean(),
    empNo: z.string().nullable(),
    paidMberYn: yn,
    prepaidBalance: z.number().int(),
    stampBalance: z.number().int(),
  }),
  /** Stores of the lines; the first is the order's pick-up store (tnantCd). */
  stores: z.array(
    z.object({
      tnantCd: z.string(),
      tnantNm: z.string(),
      tel: z.string(),
      baseAddr: z.string(),
      detailAddr: z.string().nullable(),
      openTime: z.string(),
      closeTime: z.string(),
      pickupYn: yn,
      wineKeepYn: yn,
    }),
  ),
  /** YYYY-MM-DD days the order can be picked up (today first). */
  pickupDates: z.array(z.string()),
  orderDeliveryCd: z.string(),
  takeType: z.string(),
  /** Coupons usable on this order (cart coupon list, SPEC §5, offline dropped, paid-only respected). */
  coupons: z.array(couponSchema.extend({ isSelect: z.boolean() })),
  shippingAddresses: shippingAddressListSchema,
  calculation: orderCalculationSchema,
});
export type OrderSheet = z.infer<typeof orderSheetSchema>;

/** POST /api/orders: create the order (status 00, holds) and start its payment. */
export const orderCreateRequestSchema = z.intersection(
  orderCalculateRequestSchema,
  z.object({
    takeType: code2("takeType").default("01"),
    appKeepYn: yn.default("N"),
    /** YYYY-MM-DD pick-up day (pick-up orders) and HH:mm (optional). */
    revDate: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, "revDate must be YYYY-MM-DD")
      .optional(),
    revTakeHm: z
      .string()
      .regex(/^\d{2}:\d{2}$/, "revTakeHm must be HH:mm")
      .optional(),
    /** Delivery orders: an address of the address book. */
    addrNo: intInput("addrNo", { min: 1 }).optional(),
    ordererMobileNum: z.string().regex(/^01\d{8,9}$/, "ordererMobileNum must be 10 or 11 digits starting with 01"),
    email: z.string().max(100).default(""),
    receiverRmk: z.string().max(200).default(""),
    tnantRmk: z.string().max(200).default(""),
    gift: z
      .object({
        receiverNm: z.string().trim().min(1).max(30),
        receiverMobileNum: z.string().regex(/^01\d{8,9}$/),
        message: z.string().max(200).default(""),
      })
      .optional(),
    /** Terms consent for the purchase; must be Y. */
    agreeYn: z.literal("Y", { error: "agreeYn must be Y" }),
    payMethod: z.enum(PAY_METHODS),
    /** Where the hosted payment page sends the member back (CARD, RGLR, TOSS). */
    returnPath: returnPath.optional(),
    /** The netAmt the member saw; a different server amount answers ORD0006 (price changed). */
    expectedNetAmt: intInput("expectedNetAmt"),
  }),
);
export type OrderCreateRequest = z.infer<typeof orderCreateRequestSchema>;

export const orderStartSchema = z.object({
  orderNo: z.string(),
  orderStatCd: z.string(),
  payMethod: z.enum(PAY_METHODS),
  netAmt: z.number().int(),
  prepaidAmt: z.number().int(),
  cardAmt: z.number().int(),
  /** Hosted page to open for CARD/RGLR/TOSS with cardAmt > 0; null when nothing is left to pay. */
  payUrl: z.string().nullable(),
  /** The gateway payment number (the paymentConfirm orderNo); null without a card part. */
  payNo: z.string().nullable(),
  /** ISO time after which an unpaid order is released. */
  holdUntil: z.string(),
});
export type OrderStart = z.infer<typeof orderStartSchema>;
