import { z } from "zod";
import {
  discountLineSchema,
  orderAmountsSchema,
  orderItemSchema,
  returnPath,
  shippingAddressSchema,
  yn,
} from "./checkout";

const code2 = (field: string) => z.string().regex(/^\d{2}$/, `${field} must be two digits`);

import { pagedSchema } from "./paging";

/** POST /api/orders/:orderNo/pay: a new payment attempt for an unpaid order (after cancel/decline). */
export const orderPayRequestSchema = z.object({ returnPath, payMethod: z.enum(["CARD", "RGLR", "TOSS"]) });
/** POST /api/orders/:orderNo/pay-cancel: the popup was closed (999990) or declined; order stays unpaid. */
export const orderPayCancelRequestSchema = z.object({
  code: z.string().min(1).max(20),
  message: z.string().max(200).default(""),
  /** The attempt that was left (the hosted page's orderNo); without it, the order's current one. */
  payNo: z.string().trim().min(1).max(40).optional(),
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
  pageNo: z.coerce.number<string | number>().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number<string | number>().int().min(1).max(100).default(10),
  /** Months back (1, 3, 6, 12); default 3. */
  period: z.coerce.number<string | number>().int().min(1).max(36).default(3),
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
