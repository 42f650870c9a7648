import { z } from "zod";
import { CART_LIMITS, PAY_METHODS } from "./checkout-constants";
import { couponSchema } from "./coupons";
import { pagedSchema } from "./paging";

const yn = z.enum(["Y", "N"]);
const code2 = (field: string) => z.string().regex(/^\d{2}$/, `${field} must be two digits`);
const returnPath = z
  .string({ error: "returnPath is required" })
  .regex(/^\/(?!\/)[^\s\\]*$/, "returnPath must be a path of this site starting with /")
  .max(300, "returnPath is too long");

/** What goes into an order: cart lines (cartNos) or a direct purchase (items, "buy now"). */
export const orderLinesSchema = z
  .object({
    cartNos: z.array(z.number().int().min(1)).max(CART_LIMITS.maxLines).optional(),
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
  prepaidUseAmt: z.number().int().min(0).default(0),
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
  coupons: z.array(couponSchema),
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
    addrNo: z.number().int().min(1).optional(),
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
    expectedNetAmt: z.number().int().min(0),
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

/** POST /api/orders/:orderNo/pay: a new payment attempt for an unpaid order (after cancel/decline). */
export const orderPayRequestSchema = z.object({ returnPath, payMethod: z.enum(["CARD", "RGLR", "TOSS"]) });
/** POST /api/orders/:orderNo/pay-cancel: the popup was closed (999990) or declined; order stays unpaid. */
export const orderPayCancelRequestSchema = z.object({
  code: z.string().min(1).max(20),
  message: z.string().max(200).default(""),
});
/** POST /api/payments/reconcile: ask the gateway about a payment whose answer was lost. */
export const paymentReconcileRequestSchema = z.object({ orderNo: z.string().trim().min(1).max(40) });
export const paymentStateSchema = z.object({
  orderNo: z.string(),
  /** READY (nothing approved), DONE (captured and fulfilled), FAILED (declined/voided). */
  status: z.enum(["READY", "DONE", "FAILED"]),
  amount: z.number().int(),
  cardNo: z.string().nullable(),
  approvedAt: z.string().nullable(),
});
export type PaymentState = z.infer<typeof paymentStateSchema>;

/** SPEC §3 regular-pay result: code 0000 or 999990/9999, message, orderNo. */
export const regularPayResultSchema = z.object({ code: z.string(), message: z.string(), orderNo: z.string() });
export type RegularPayResult = z.infer<typeof regularPayResultSchema>;

// ---- easy pay ----
const payPassword = z.string().regex(/^\d{6}$/, "password must be 6 digits");
export const easyPayCardSchema = z.object({
  billkey: z.string(),
  cardCd: z.string(),
  cardName: z.string(),
  /** Masked, e.g. 4111-****-****-1111. */
  cardNo: z.string(),
  color: z.string(),
  regDate: z.string(),
});
export type EasyPayCard = z.infer<typeof easyPayCardSchema>;
export const easyPayStateSchema = z.object({
  cards: z.array(easyPayCardSchema),
  maxCards: z.number().int(),
  hasPassword: z.boolean(),
  locked: z.boolean(),
  failCount: z.number().int(),
});
export type EasyPayState = z.infer<typeof easyPayStateSchema>;
/** Starts a card registration on the gateway's hosted page (mode billing). */
export const easyPayRegisterRequestSchema = z.object({ returnPath, password: payPassword.optional() });
export const easyPayRegisterStartSchema = z.object({ regNo: z.string(), payUrl: z.string() });
/** Completes a registration with the billing key the hosted page returned. */
export const easyPayRegisterConfirmRequestSchema = z.object({
  regNo: z.string().min(1).max(40),
  billkey: z.string().min(1).max(100),
  /** Required for the first card: the 6-digit payment password. */
  password: payPassword.optional(),
});
/** SPEC §3 easy-pay result. */
export const easyPayResultSchema = z.object({
  code: z.string(),
  message: z.string(),
  billkey: z.string(),
  cardCd: z.string(),
  cardName: z.string(),
  cardNo: z.string(),
});
export type EasyPayResult = z.infer<typeof easyPayResultSchema>;
/** Resets the payment password (commModifyEasyPay): proven by the login password. */
export const easyPayPasswordResetRequestSchema = z.object({
  loginPassword: z.string().min(1, "loginPassword is required").max(100),
  password: payPassword,
});
/** POST /api/orders/:orderNo/easypay: pays the card part with a registered card. */
export const easyPayPayRequestSchema = z.object({ billkey: z.string().min(1).max(100), password: payPassword });

// ---- after payment ----
export const orderStatusStepSchema = z.object({ orderStatCd: z.string(), orderStatNm: z.string(), at: z.string() });
export const orderPaymentSchema = z.object({
  payNo: z.string(),
  payMethod: z.string(),
  amount: z.number().int(),
  status: z.string(),
  cardNo: z.string().nullable(),
  cardCd: z.string().nullable(),
  cardName: z.string().nullable(),
  approvedAt: z.string().nullable(),
});
export const orderDetailSchema = z.object({
  orderNo: z.string(),
  mberNo: z.string(),
  tnantCd: z.string(),
  tnantNm: z.string(),
  tnantTel: z.string(),
  tnantBaseAddr: z.string(),
  orderStatCd: z.string(),
  orderStatNm: z.string(),
  /** YYYY-MM-DD HH:mm:ss.S (Asia/Seoul). */
  orderDate: z.string(),
  orderDeliveryCd: z.string(),
  takeType: z.string(),
  appKeepYn: yn,
  revDate: z.string().nullable(),
  revTakeHm: z.string().nullable(),
  ordererNm: z.string(),
  ordererMobileNum: z.string(),
  email: z.string(),
  receiverRmk: z.string(),
  tnantRmk: z.string(),
  shippingAddress: shippingAddressSchema.nullable(),
  payMethod: z.string(),
  couponCds: z.array(z.string()),
  stampUseCnt: z.number().int(),
  empNo: z.string().nullable(),
  paidMberYn: yn,
  giftYn: yn,
  orderQty: z.number().int(),
  amounts: orderAmountsSchema,
  discounts: z.array(discountLineSchema),
  orderItems: z.array(orderItemSchema),
  payments: z.array(orderPaymentSchema),
  history: z.array(orderStatusStepSchema),
  /** Exchange-voucher barcode number (the order number) while status is 02, else null. */
  voucherBarcodeNo: z.string().nullable(),
  /** Cancel allowed: unpaid (00) or paid and not yet accepted by the store (01). */
  cancelableYn: yn,
  /** ISO time an unpaid order is released at; null once paid. */
  holdUntil: z.string().nullable(),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

export const orderHistoryQuerySchema = z.object({
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
  /** Months back (1, 3, 6, 12); default 3. */
  period: z.coerce.number().int().min(1).max(36).default(3),
  /** all | progress | done | cancel */
  status: z.enum(["all", "progress", "done", "cancel"]).default("all"),
  giftYn: yn.optional(),
});
export type OrderHistoryQuery = z.infer<typeof orderHistoryQuerySchema>;
export const orderHistoryEntrySchema = z.object({
  orderNo: z.string(),
  orderDate: z.string(),
  orderStatCd: z.string(),
  orderStatNm: z.string(),
  tnantCd: z.string(),
  tnantNm: z.string(),
  orderItemNames: z.string(),
  firstItemImgFileUrl: z.string(),
  orderQty: z.number().int(),
  netAmt: z.number().int(),
  giftYn: yn,
  voucherBarcodeNo: z.string().nullable(),
});
export const orderHistoryPageSchema = pagedSchema(orderHistoryEntrySchema);
export type OrderHistoryPage = z.infer<typeof orderHistoryPageSchema>;
export const orderGiftDetailSchema = z.object({
  orderNo: z.string(),
  senderNm: z.string(),
  receiverNm: z.string(),
  receiverMobileNum: z.string(),
  message: z.string(),
  orderStatCd: z.string(),
  orderStatNm: z.string(),
  orderItems: z.array(orderItemSchema),
  voucherBarcodeNo: z.string().nullable(),
});
export const orderBillSchema = z.object({
  orderNo: z.string(),
  billNo: z.string(),
  /** Seller (the pick-up store) as printed on the receipt. */
  tnantNm: z.string(),
  bizRegNo: z.string(),
  tnantBaseAddr: z.string(),
  tnantTel: z.string(),
  orderDate: z.string(),
  lines: z.array(
    z.object({ itemNm: z.string(), itemQty: z.number().int(), unitPrice: z.number().int(), amount: z.number().int() }),
  ),
  amounts: orderAmountsSchema,
  supplyAmt: z.number().int(),
  payments: z.array(orderPaymentSchema),
  cancelled: z.boolean(),
});
export type OrderBill = z.infer<typeof orderBillSchema>;
export const orderCancelRequestSchema = z.object({ reason: z.string().max(200).default("") });
/** Store-side status change (mngr-api). */
export const orderStatusChangeRequestSchema = z.object({ orderStatCd: code2("orderStatCd") });
export const orderStatusSchema = z.object({ orderNo: z.string(), orderStatCd: z.string(), orderStatNm: z.string() });
