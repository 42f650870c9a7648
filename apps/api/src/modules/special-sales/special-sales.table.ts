import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp, unique } from "drizzle-orm/pg-core";
import { members } from "../members";
import { products } from "../products";
import { stores } from "../stores";

const at = (name: string) => timestamp(name, { withTimezone: true });

/** An invitation-only sale (issue 22): its code is stored as a hash, its period and pick-up stores. */
export const specialSales = pgTable("special_sales", {
  saleCd: text("sale_cd").primaryKey(),
  title: text("title").notNull(),
  summary: text("summary").notNull().default(""),
  /** sha-256 of the code in upper case without spaces (decision 398). */
  inviteCodeHash: text("invite_code_hash").notNull().unique(),
  startsAt: at("starts_at").notNull(),
  endsAt: at("ends_at").notNull(),
  /** The stores where its orders are picked up. */
  tnantCds: text("tnant_cds").array().notNull(),
});

/** The sale's bottles at their special price; `stock_qty` null = not limited. */
export const specialSaleItems = pgTable(
  "special_sale_items",
  {
    saleCd: text("sale_cd")
      .notNull()
      .references(() => specialSales.saleCd, { onDelete: "cascade" }),
    itemCd: text("item_cd")
      .notNull()
      .references(() => products.itemCd),
    specialPrice: integer("special_price").notNull(),
    orderLimit: integer("order_limit").notNull(),
    stockQty: integer("stock_qty"),
    sortNo: integer("sort_no").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.saleCd, t.itemCd] }),
    check("special_sale_items_price_ck", sql`${t.specialPrice} > 0`),
    check("special_sale_items_stock_ck", sql`${t.stockQty} is null or ${t.stockQty} >= 0`),
  ],
);

/**
 * Who entered a sale's code: a guest (its session token's hash) or a member (their number), exactly
 * one of the two. The special cart and the orders hang on this row.
 */
export const specialGuests = pgTable(
  "special_guests",
  {
    guestId: text("guest_id").primaryKey(),
    saleCd: text("sale_cd")
      .notNull()
      .references(() => specialSales.saleCd, { onDelete: "cascade" }),
    tokenHash: text("token_hash").unique(),
    mberNo: text("mber_no").references(() => members.mberNo, { onDelete: "cascade" }),
    createdAt: at("created_at").notNull(),
    expiresAt: at("expires_at").notNull(),
  },
  (t) => [
    unique("special_guests_member_uq").on(t.saleCd, t.mberNo),
    check("special_guests_one_ck", sql`(${t.tokenHash} is null) <> (${t.mberNo} is null)`),
  ],
);

/** The special cart: one line per guest and bottle. */
export const specialCartLines = pgTable(
  "special_cart_lines",
  {
    cartNo: serial("cart_no").primaryKey(),
    guestId: text("guest_id")
      .notNull()
      .references(() => specialGuests.guestId, { onDelete: "cascade" }),
    itemCd: text("item_cd").notNull(),
    qty: integer("qty").notNull(),
    createdAt: at("created_at").notNull(),
  },
  (t) => [unique("special_cart_lines_uq").on(t.guestId, t.itemCd)],
);

/**
 * A guest's pick-up order with its own payment record (the hosted page of the payment adapter):
 * the members' `payments` ledger stays for members only (decision 399).
 */
export const specialOrders = pgTable(
  "special_orders",
  {
    orderNo: text("order_no").primaryKey(),
    guestId: text("guest_id")
      .notNull()
      .references(() => specialGuests.guestId),
    saleCd: text("sale_cd")
      .notNull()
      .references(() => specialSales.saleCd),
    tnantCd: text("tnant_cd")
      .notNull()
      .references(() => stores.tnantCd),
    buyerNm: text("buyer_nm").notNull(),
    mobileNo: text("mobile_no").notNull(),
    amount: integer("amount").notNull(),
    normalAmount: integer("normal_amount").notNull(),
    /** SPECIAL_ORDER_STATUS: 00 awaiting payment, 01 paid, 02 ready (voucher), 03 picked up, 09 cancelled. */
    status: text("status").notNull(),
    paymentKey: text("payment_key").unique(),
    cardNo: text("card_no"),
    voucherNo: text("voucher_no").unique(),
    createdAt: at("created_at").notNull(),
    holdUntil: at("hold_until").notNull(),
    paidAt: at("paid_at"),
    updatedAt: at("updated_at").notNull(),
  },
  (t) => [
    index("special_orders_open_idx").on(t.saleCd, t.holdUntil).where(sql`${t.status} = '00'`),
    check("special_orders_status_ck", sql`${t.status} in ('00', '01', '02', '03', '09')`),
    check("special_orders_amount_ck", sql`${t.amount} > 0`),
  ],
);

export const specialOrderLines = pgTable(
  "special_order_lines",
  {
    orderNo: text("order_no")
      .notNull()
      .references(() => specialOrders.orderNo, { onDelete: "cascade" }),
    itemCd: text("item_cd").notNull(),
    itemNm: text("item_nm").notNull(),
    qty: integer("qty").notNull(),
    normalPrice: integer("normal_price").notNull(),
    unitPrice: integer("unit_price").notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderNo, t.itemCd] })],
);

/** Wrong codes and failed look-ups per client address, counted in a window (rate limit). */
export const specialAttempts = pgTable(
  "special_attempts",
  { key: text("key").notNull(), createdAt: at("created_at").notNull() },
  (t) => [index("special_attempts_key_idx").on(t.key, t.createdAt)],
);
