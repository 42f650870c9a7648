import { z } from "zod";
import { intInput } from "./input-rules";
import { pagedSchema, positiveInt } from "./paging";
import {
  COLLECT_METHODS,
  RETURN_LIMITS,
  RETURN_REASON_CODES,
  RETURN_STATUSES,
  RETURN_TYPES,
} from "./returns-constants";

const returnNo = z.string().trim().min(1, "returnNo is required").max(40);
export const returnParamsSchema = z.object({ returnNo });
export const returnEligibilityQuerySchema = z.object({
  orderNo: z.string().trim().min(1, "orderNo is required").max(40),
});
export const returnListQuerySchema = z.object({
  pageNo: positiveInt("pageNo", 10_000).default(1),
  pageSize: positiveInt("pageSize", 50).default(20),
  orderNo: z.string().trim().max(40).optional(),
});

/** One line of an order as a return sees it: bought, already returned or in a return, still returnable. */
export const returnableLineSchema = z.object({
  orderItemNo: z.number().int(),
  itemCd: z.string(),
  itemNm: z.string(),
  optItemCd: z.string(),
  saleUprc: z.number().int(),
  itemQty: z.number().int(),
  /** Units in returns (open or done, refused ones not counted). */
  returnedQty: z.number().int(),
  returnableQty: z.number().int(),
  /** The option bought with the line (gift box, glass set) and its unit price paid; null/0 without one. */
  optClasNm: z.string().nullable(),
  optPrice: z.number().int(),
  /**
   * Other options of the same product an exchange can ask for instead (decision 420): the same
   * price or dearer (the difference is paid with the fee), with the units they have left.
   */
  exchangeOptions: z.array(
    z.object({
      optItemCd: z.string(),
      optClasNm: z.string(),
      saleUprc: z.number().int(),
      difference: z.number().int(),
      stockQty: z.number().int(),
    }),
  ),
});
export const returnEligibilitySchema = z.object({
  orderNo: z.string(),
  eligible: z.boolean(),
  /** Why not: NOT_RECEIVED (not delivered or collected), WINDOW_OVER, NOTHING_LEFT; null when eligible. */
  reason: z.enum(["NOT_RECEIVED", "WINDOW_OVER", "NOTHING_LEFT"]).nullable(),
  receivedAt: z.string().nullable(),
  /** The last moment a return can be asked for (receipt + RETURN_WINDOW_DAYS). */
  deadlineAt: z.string().nullable(),
  delivery: z.boolean(),
  /** Delivered without a delivery fee (over the free-shipping threshold). */
  shippedFree: z.boolean(),
  /** Goods value the order keeps after its returns so far (for the lost free shipping). */
  keptGoods: z.number().int(),
  lines: z.array(returnableLineSchema),
});
export type ReturnEligibility = z.infer<typeof returnEligibilitySchema>;

export const returnRequestSchema = z
  .object({
    orderNo: z.string().trim().min(1, "orderNo is required").max(40),
    type: z.enum(RETURN_TYPES, { error: `type must be one of ${RETURN_TYPES.join(", ")}` }),
    reasonCd: z.enum(RETURN_REASON_CODES, { error: "reasonCd must be a return reason code" }),
    reasonText: z.string().trim().max(RETURN_LIMITS.reasonText).default(""),
    collectMethod: z.enum(COLLECT_METHODS, { error: "collectMethod must be PICKUP or STORE" }),
    /** The pick-up address from the member's address book (PICKUP). */
    addrNo: intInput("addrNo", { min: 1, coerce: true }).optional(),
    lines: z
      .array(
        z.object({
          orderItemNo: intInput("orderItemNo", { min: 1, coerce: true }),
          qty: intInput("qty", { min: 1, max: 99, coerce: true }),
          /** An exchange for another option of the same product (decision 420); absent: the same item. */
          exchangeOptItemCd: z.string().trim().min(1).max(40).optional(),
        }),
      )
      .min(1, "choose at least one line")
      .max(50),
    /** Photo ids from the photo upload (damaged or wrong item). */
    photoFileIds: z.array(z.string().max(80)).max(RETURN_LIMITS.maxPhotos).default([]),
  })
  .refine((r) => r.collectMethod !== "PICKUP" || r.addrNo !== undefined, {
    message: "addrNo is required for a courier pick-up",
    path: ["addrNo"],
  })
  .refine((r) => r.type === "EXCHANGE" || r.lines.every((l) => l.exchangeOptItemCd === undefined), {
    message: "exchangeOptItemCd is for an exchange only",
    path: ["lines"],
  });
export type ReturnRequest = z.infer<typeof returnRequestSchema>;

const status = z.enum(RETURN_STATUSES);
export const returnSummarySchema = z.object({
  returnNo: z.string(),
  orderNo: z.string(),
  type: z.enum(RETURN_TYPES),
  status,
  reasonCd: z.string(),
  /** The first line's name and how many other lines. */
  title: z.string(),
  qty: z.number().int(),
  feeAmt: z.number().int(),
  refundAmt: z.number().int(),
  createdAt: z.string(),
});
export type ReturnSummary = z.infer<typeof returnSummarySchema>;
export const returnPageSchema = pagedSchema(returnSummarySchema);

export const returnDetailSchema = returnSummarySchema.extend({
  reasonText: z.string(),
  collectMethod: z.enum(COLLECT_METHODS),
  address: z
    .object({
      receiverNm: z.string(),
      receiverMobileNum: z.string(),
      zip: z.string(),
      baseAddr: z.string(),
      detailAddr: z.string(),
    })
    .nullable(),
  lines: z.array(
    z.object({
      orderItemNo: z.number().int(),
      itemNm: z.string(),
      qty: z.number().int(),
      unitPrice: z.number().int(),
      /** The option bought with the line, and the one an exchange sends instead (decision 420). */
      optClasNm: z.string().nullable(),
      exchangeOption: z.object({ optItemCd: z.string(), optClasNm: z.string() }).nullable(),
    }),
  ),
  photos: z.array(z.object({ fileId: z.string(), url: z.string() })),
  fee: z.object({
    returnShipping: z.number().int(),
    lostFreeShipping: z.number().int(),
    optionDifference: z.number().int(),
    total: z.number().int(),
  }),
  feePaid: z.boolean(),
  /** Where the refund went (REFUNDED): the gateway part, prepaid, and what came back besides money. */
  refund: z
    .object({
      gateway: z.number().int(),
      prepaid: z.number().int(),
      total: z.number().int(),
      payMethod: z.string(),
      couponsBack: z.boolean(),
      stampsBack: z.number().int(),
      /** The gateway part given back (false: the partial cancel failed and is retried, decision 421). */
      gatewayDone: z.boolean(),
    })
    .nullable(),
  refuseReason: z.string().nullable(),
  timeline: z.array(z.object({ status, memo: z.string(), at: z.string() })),
});
export type ReturnDetail = z.infer<typeof returnDetailSchema>;

export const returnFeePayRequestSchema = z
  .object({
    payMethod: z.enum(["CARD", "EASYPAY"], { error: "payMethod must be CARD or EASYPAY" }),
    returnPath: z.string().startsWith("/", "returnPath must be a path").max(500),
    billkey: z.string().min(1).max(100).optional(),
    password: z
      .string()
      .regex(/^\d{6}$/, "password must be 6 digits")
      .optional(),
  })
  .refine((r) => r.payMethod !== "EASYPAY" || (r.billkey && r.password), {
    message: "billkey and password are required for EASYPAY",
    path: ["billkey"],
  });
export const returnFeePayStartSchema = z.object({
  payNo: z.string(),
  amount: z.number().int(),
  /** The hosted card page to open; null when easy pay has paid at once. */
  payUrl: z.string().nullable(),
});

/** The store side moves a return (refusing needs a reason). */
export const returnMoveSchema = z
  .object({ to: status, reason: z.string().trim().max(300).default("") })
  .refine((m) => m.to !== "REFUSED" || m.reason.length > 0, {
    message: "reason is required to refuse",
    path: ["reason"],
  });
export type ReturnMove = z.infer<typeof returnMoveSchema>;
