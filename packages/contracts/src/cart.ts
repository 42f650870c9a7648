import { z } from "zod";
import { CART_LIMITS } from "./checkout-constants";
import { intInput } from "./input-rules";

const itemCd = z.string().trim().min(1, "itemCd is required").max(20);
const tnantCd = z.string().trim().min(1, "tnantCd is required").max(20);
const qty = z
  .number({ error: "itemQty must be a number" })
  .int("itemQty must be a whole number")
  .min(1, "itemQty must be at least 1")
  .max(CART_LIMITS.maxQty, `itemQty must be at most ${CART_LIMITS.maxQty}`);

/** One line to add (product detail "add to cart"); an equal line (item, store, option) adds up. */
export const cartAddItemSchema = z.object({
  itemCd,
  tnantCd,
  itemQty: qty,
  optItemCd: z.string().trim().min(1).max(20).nullable().optional(),
});
export const cartAddRequestSchema = z.object({
  items: z.array(cartAddItemSchema).min(1, "items is required").max(20, "items: at most 20 at once"),
});
export type CartAddRequest = z.infer<typeof cartAddRequestSchema>;
export const cartUpdateRequestSchema = z.object({
  cartNo: intInput("cartNo", { min: 1 }),
  itemQty: qty,
});
export type CartUpdateRequest = z.infer<typeof cartUpdateRequestSchema>;
export const cartRemoveRequestSchema = z.object({
  cartNos: z
    .array(intInput("cartNos", { min: 1 }))
    .min(1, "cartNos is required")
    .max(CART_LIMITS.maxLines),
});
export type CartRemoveRequest = z.infer<typeof cartRemoveRequestSchema>;

/**
 * One cart line (SPEC §3 Cart). Amounts are integers in won for the whole line:
 * totalItemPrice = (today's unit price + option price) × itemQty before the event discounts;
 * mixDcAmt is the mix-and-match (event 03) discount, discountDcAmt the discount event (09).
 * isCheck is a client flag (always false from the server, SPEC §4: loaded carts reset it).
 */
export const cartItemSchema = z.object({
  cartNo: z.number().int(),
  tnantCd: z.string(),
  itemCd: z.string(),
  itemNm: z.string(),
  itemImgFileUrl: z.string(),
  optItemCd: z.string().nullable(),
  optClasNm: z.string().nullable(),
  optSaleUprc: z.number().int(),
  itemQty: z.number().int(),
  /** Regular unit price and today's unit price (period price when on sale). */
  saleUprc: z.number().int(),
  itemPrice: z.number().int(),
  totalItemPrice: z.number().int(),
  mixDcAmt: z.number().int(),
  discountDcAmt: z.number().int(),
  /** Event code of the line's event (03 mix-and-match, 09 discount) and its name, or null. */
  eventCd: z.string().nullable(),
  eventNm: z.string().nullable(),
  /** Units the store holds; 0 = sold out. itemQty above it cannot be ordered. */
  stockQty: z.number().int(),
  soldOutYn: z.enum(["Y", "N"]),
  adultOnly: z.boolean(),
  isCheck: z.boolean(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

/** The lines of one store (tnantCd) with the store's state and totals. */
export const cartGroupSchema = z.object({
  tnantCd: z.string(),
  tnantNm: z.string(),
  /** The store takes pick-up orders (isTnantActive of SPEC §3). */
  isTnantActive: z.boolean(),
  items: z.array(cartItemSchema),
  /** Sums over the orderable lines (not sold out, within stock). */
  totalItemPrice: z.number().int(),
  totalMixDcAmt: z.number().int(),
  totalDiscountDcAmt: z.number().int(),
  totalPayAmt: z.number().int(),
  isCheck: z.boolean(),
});
export type CartGroup = z.infer<typeof cartGroupSchema>;
export const cartSchema = z.object({ list: z.array(cartGroupSchema), cartCount: z.number().int() });
export type Cart = z.infer<typeof cartSchema>;
