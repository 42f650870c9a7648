import { z } from "zod";
import { couponSchema } from "./coupons";
import { intInput, keyParam } from "./input-rules";
import {
  PREORDER_KINDS,
  PREORDER_PAY_METHODS,
  PREORDER_STATES,
  PREORDER_TABS,
  RESERVATION_REFUND_STATES,
  RESERVATION_STATUSES,
} from "./preorders-constants";

const isoTime = z.string();
/** A Seoul calendar day, YYYY-MM-DD. */
const day = z.string();

/** The bottle of a pre-order, from the catalogue (products module). */
export const preorderBottleSchema = z.object({
  itemCd: z.string(),
  itemNm: z.string(),
  itemEngNm: z.string(),
  imageUrl: z.string(),
  volumeMl: z.number().int(),
});

export const preorderStoreSchema = z.object({
  tnantCd: z.string(),
  name: z.string(),
  baseAddr: z.string(),
  /** When the bottles arrived at this store; null before. */
  arrivedAt: isoTime.nullable(),
});

export const preorderSummarySchema = z.object({
  preorderCd: z.string(),
  title: z.string(),
  kind: z.enum(PREORDER_KINDS),
  bottle: preorderBottleSchema,
  /** The pre-order price (won a bottle) and the shelf price it will have after arrival. */
  price: z.number().int(),
  shelfPrice: z.number().int(),
  /** Whole percent off the shelf price. */
  dcRate: z.number().int(),
  startAt: isoTime,
  endAt: isoTime,
  /** Expected arrival at the stores (Seoul day). */
  arrivalDate: day,
  perMemberLimit: z.number().int(),
  totalQty: z.number().int(),
  leftQty: z.number().int(),
  couponYn: z.enum(["Y", "N"]),
  state: z.enum(PREORDER_STATES),
  /** Bottles the signed-in member holds in live reservations of it (0 without a member). */
  myQty: z.number().int(),
});
export type PreorderSummary = z.infer<typeof preorderSummarySchema>;

export const preorderDetailSchema = preorderSummarySchema.extend({
  description: z.string(),
  stores: z.array(preorderStoreSchema),
  /** Last day a paid reservation can be cancelled with a full refund (Seoul day). */
  cancelUntil: day,
  collectDays: z.number().int(),
});
export type PreorderDetail = z.infer<typeof preorderDetailSchema>;

export const preorderListQuerySchema = z.object({
  tab: z.enum(PREORDER_TABS).default("OPEN"),
  /** Only the pre-orders of this bottle, open or upcoming (the product page's banner). */
  itemCd: keyParam("itemCd").optional(),
});
export const preorderListSchema = z.object({ list: z.array(preorderSummarySchema) });
export const preorderParams = z.object({ preorderCd: keyParam("preorderCd") });

/** What the order page asks the server to price (the amounts are computed only there). */
export const preorderQuoteRequestSchema = z.object({
  preorderCd: keyParam("preorderCd"),
  tnantCd: keyParam("tnantCd"),
  qty: intInput("qty", { min: 1, max: 99 }),
  cpnIssuNo: z.string().min(1).max(64).nullable().default(null),
});
export type PreorderQuoteRequest = z.infer<typeof preorderQuoteRequestSchema>;

export const preorderQuoteSchema = z.object({
  qty: z.number().int(),
  /** qty × shelf price, qty × pre-order price, the difference. */
  shelfAmt: z.number().int(),
  orderAmt: z.number().int(),
  preorderDcAmt: z.number().int(),
  cpnDcAmt: z.number().int(),
  payAmt: z.number().int(),
  cpnIssuNo: z.string().nullable(),
  /** Coupons usable on this pre-order at this store (empty when the pre-order takes none). */
  coupons: z.array(couponSchema),
  /** Bottles this member may still reserve (limit and what is left). */
  maxQty: z.number().int(),
});
export type PreorderQuote = z.infer<typeof preorderQuoteSchema>;

export const reservationCreateSchema = z
  .object({
    preorderCd: keyParam("preorderCd"),
    tnantCd: keyParam("tnantCd"),
    qty: intInput("qty", { min: 1, max: 99 }),
    cpnIssuNo: z.string().min(1).max(64).nullable().default(null),
    /** The amount the member saw; another one is refused (the server's figure wins). */
    payAmt: intInput("payAmt", { min: 1 }),
    payMethod: z.enum(PREORDER_PAY_METHODS),
    /** Where the hosted card page returns (a path of this app). */
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
export type ReservationCreate = z.infer<typeof reservationCreateSchema>;

/** A reservation's payment: the hosted card page to open (card), or null when easy pay has paid at once. */
export const reservationStartSchema = z.object({
  reservationNo: z.string(),
  payAmt: z.number().int(),
  payUrl: z.string().nullable(),
});

export const reservationSchema = z.object({
  reservationNo: z.string(),
  preorder: preorderSummarySchema,
  tnantCd: z.string(),
  tnantNm: z.string(),
  qty: z.number().int(),
  unitPrice: z.number().int(),
  orderAmt: z.number().int(),
  cpnDcAmt: z.number().int(),
  couponName: z.string().nullable(),
  payAmt: z.number().int(),
  payMethod: z.enum(PREORDER_PAY_METHODS),
  cardNo: z.string(),
  status: z.enum(RESERVATION_STATUSES),
  reservedAt: isoTime,
  paidAt: isoTime.nullable(),
  arrivedAt: isoTime.nullable(),
  /** Last day to collect at the store (Seoul day), once arrived. */
  collectBy: day.nullable(),
  collectedAt: isoTime.nullable(),
  cancelledAt: isoTime.nullable(),
  /** Whether the member can cancel now (paid, before the cut-off). */
  cancelable: z.boolean(),
  cancelUntil: day,
  /** The exchange voucher's number (barcode) once the bottles are at the store. */
  voucherNo: z.string().nullable(),
  refundAmt: z.number().int(),
  refundState: z.enum(RESERVATION_REFUND_STATES),
});
export type Reservation = z.infer<typeof reservationSchema>;

export const reservationListSchema = z.object({ list: z.array(reservationSchema) });
export const reservationParams = z.object({ reservationNo: keyParam("reservationNo") });

export const preorderArrivalRequestSchema = z.object({ tnantCd: keyParam("tnantCd") });
export const preorderArrivalSchema = z.object({
  preorderCd: z.string(),
  tnantCd: z.string(),
  arrivedAt: isoTime,
  /** Reservations that became ARRIVED by this call (0 when the arrival had already been recorded). */
  arrivedCnt: z.number().int(),
});
export const reservationHandOverRequestSchema = z.object({ handedBy: z.string().min(1).max(40) });
