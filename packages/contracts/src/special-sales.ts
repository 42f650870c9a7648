import { z } from "zod";
import { intInput } from "./input-rules";
import { SPECIAL_SALES } from "./special-sales-constants";

const itemCd = z.string().trim().min(1, "itemCd is required").max(20);
const qty = z
  .number({ error: "itemQty must be a number" })
  .int("itemQty must be a whole number")
  .min(1, "itemQty must be at least 1")
  .max(SPECIAL_SALES.maxQty, `itemQty must be at most ${SPECIAL_SALES.maxQty}`);
const mobileNo = z
  .string()
  .trim()
  .regex(/^01\d{8,9}$/, "mobileNo must be 10 or 11 digits starting with 01");
const orderNo = z.string().trim().min(1, "orderNo is required").max(30);

/** POST /api/special-sales/enter: the invitation code (case and spaces ignored). */
export const specialEnterRequestSchema = z.object({
  inviteCode: z.string().trim().min(1, "inviteCode is required").max(40),
});
export type SpecialEnterRequest = z.infer<typeof specialEnterRequestSchema>;

export const specialStoreSchema = z.object({ tnantCd: z.string(), tnantNm: z.string(), address: z.string() });
export type SpecialStore = z.infer<typeof specialStoreSchema>;

/** A sale as the authorised guest sees it (SPEC §4: event code, event type '10'). */
export const specialSaleSchema = z.object({
  saleCd: z.string(),
  title: z.string(),
  summary: z.string(),
  eventCode: z.string(),
  eventType: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  stores: z.array(specialStoreSchema),
});
export type SpecialSale = z.infer<typeof specialSaleSchema>;

/** The answer to a right code: the sale, and whether a guest session was opened (false: a member). */
export const specialEntrySchema = z.object({ sale: specialSaleSchema, guest: z.boolean() });
export type SpecialEntry = z.infer<typeof specialEntrySchema>;

export const specialItemSchema = z.object({
  itemCd: z.string(),
  itemNm: z.string(),
  itemEngNm: z.string(),
  imageUrl: z.string(),
  volumeMl: z.number().int(),
  abv: z.number(),
  /** The catalogue's regular price and the sale's price, in won. */
  normalPrice: z.number().int(),
  specialPrice: z.number().int(),
  /** Whole percent off the regular price. */
  dcRate: z.number().int(),
  /** Units one order may hold. */
  orderLimit: z.number().int(),
  /** Units left when the sale limits them, else null. */
  stockQty: z.number().int().nullable(),
  soldOut: z.boolean(),
  adultOnly: z.boolean(),
});
export type SpecialItem = z.infer<typeof specialItemSchema>;
export const specialItemDetailSchema = specialItemSchema.extend({ description: z.string() });
export type SpecialItemDetail = z.infer<typeof specialItemDetailSchema>;

/** GET /api/special-sales: the caller's sale and its bottles, or `authorized: false`. */
export const specialHomeSchema = z.object({
  authorized: z.boolean(),
  sale: specialSaleSchema.nullable(),
  items: z.array(specialItemSchema),
});
export type SpecialHome = z.infer<typeof specialHomeSchema>;

export const specialCartAddSchema = z.object({ itemCd, itemQty: qty });
export type SpecialCartAdd = z.infer<typeof specialCartAddSchema>;
export const specialCartUpdateSchema = z.object({ cartNo: intInput("cartNo", { min: 1 }), itemQty: qty });
export const specialCartRemoveSchema = z.object({
  cartNos: z
    .array(intInput("cartNos", { min: 1 }))
    .min(1, "cartNos is required")
    .max(SPECIAL_SALES.maxLines),
});

/** POST /api/special-sales/orders: the whole special cart, picked up at one of the sale's stores. */
export const specialOrderCreateSchema = z.object({
  tnantCd: z.string().trim().min(1, "tnantCd is required").max(20),
  buyerNm: z.string().trim().min(1, "buyerNm is required").max(20),
  mobileNo,
});
export type SpecialOrderCreate = z.infer<typeof specialOrderCreateSchema>;
export const specialOrderStartSchema = z.object({
  orderNo: z.string(),
  orderName: z.string(),
  amount: z.number().int(),
  payUrl: z.string(),
});
export type SpecialOrderStart = z.infer<typeof specialOrderStartSchema>;
export const specialOrderConfirmSchema = z.object({
  paymentKey: z.string().trim().min(1, "paymentKey is required").max(200),
  amount: intInput("amount", { min: 1 }),
});
export const specialLookupSchema = z.object({ orderNo, mobileNo });
export type SpecialLookup = z.infer<typeof specialLookupSchema>;

export const specialOrderLineSchema = z.object({
  itemCd: z.string(),
  itemNm: z.string(),
  imageUrl: z.string(),
  qty: z.number().int(),
  normalPrice: z.number().int(),
  unitPrice: z.number().int(),
  amount: z.number().int(),
});
/** A guest order (lookup, complete screen, store side). The voucher number only from status 02. */
export const specialOrderSchema = z.object({
  orderNo: z.string(),
  saleTitle: z.string(),
  status: z.string(),
  tnantCd: z.string(),
  tnantNm: z.string(),
  buyerNm: z.string(),
  /** Masked but for the last four digits. */
  mobileNo: z.string(),
  amount: z.number().int(),
  normalAmount: z.number().int(),
  orderedAt: z.string(),
  paidAt: z.string().nullable(),
  cardNo: z.string().nullable(),
  voucherNo: z.string().nullable(),
  lines: z.array(specialOrderLineSchema),
});
export type SpecialOrder = z.infer<typeof specialOrderSchema>;
export const specialOrderListSchema = z.array(specialOrderSchema);
export const specialOrderStatusChangeSchema = z.object({ status: z.enum(["02", "03", "09"]) });
