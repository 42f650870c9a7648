import type { OrderAmounts, OrderItem } from "@cellar/contracts";
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { members } from "../members";
import { stores } from "../stores";

export type DiscountLine = { type: string; name: string; amount: number; ref: string | null };
export type OrderAddress = {
  addrNo: number;
  addrNm: string;
  receiverNm: string;
  receiverMobileNum: string;
  zip: string;
  baseAddr: string;
  detailAddr: string;
  roadAddr: string;
  defaultYn: "Y" | "N";
};
export type OrderGift = { receiverNm: string; receiverMobileNum: string; message: string };

/** Orders; amounts in won. Status 00 holds stock, coupons, stamps and prepaid until hold_until. */
export const orders = pgTable(
  "orders",
  {
    orderNo: text("order_no").primaryKey(),
    mberNo: text("mber_no")
      .notNull()
      .references(() => members.mberNo, { onDelete: "cascade" }),
    tnantCd: text("tnant_cd").references(() => stores.tnantCd),
    /** ORDER_STAT common code. */
    orderStatCd: text("order_stat_cd").notNull(),
    orderDeliveryCd: text("order_delivery_cd").notNull().default("01"),
    takeType: text("take_type").notNull().default("01"),
    orderAmt: integer("order_amt").notNull(),
    dcAmt: integer("dc_amt").notNull().default(0),
    netAmt: integer("net_amt").notNull(),
    prepaidAmt: integer("prepaid_amt").notNull().default(0),
    cardAmt: integer("card_amt").notNull().default(0),
    /** CARD | RGLR | EASYPAY | TOSS | PREPAID */
    payMethod: text("pay_method").notNull().default("CARD"),
    /** The current gateway payment (payments.order_no), `<orderNo>-<attempt>`. */
    payNo: text("pay_no"),
    payAttempts: integer("pay_attempts").notNull().default(0),
    amounts: jsonb("amounts").$type<OrderAmounts>(),
    discounts: jsonb("discounts").$type<DiscountLine[]>().notNull().default(sql`'[]'::jsonb`),
    couponCds: text("coupon_cds").array().notNull().default(sql`'{}'::text[]`),
    stampUseCnt: integer("stamp_use_cnt").notNull().default(0),
    appKeepYn: text("app_keep_yn").notNull().default("N"),
    revDate: text("rev_date"),
    revTakeHm: text("rev_take_hm"),
    ordererNm: text("orderer_nm").notNull().default(""),
    ordererMobileNum: text("orderer_mobile_num").notNull().default(""),
    email: text("email").notNull().default(""),
    receiverRmk: text("receiver_rmk").notNull().default(""),
    tnantRmk: text("tnant_rmk").notNull().default(""),
    address: jsonb("address").$type<OrderAddress>(),
    gift: jsonb("gift").$type<OrderGift>(),
    empNo: text("emp_no"),
    paidMberYn: text("paid_mber_yn").notNull().default("N"),
    holdUntil: timestamp("hold_until", { withTimezone: true }),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("orders_member_stat_idx").on(t.mberNo, t.orderStatCd, t.createdAt),
    index("orders_hold_idx").on(t.holdUntil).where(sql`${t.orderStatCd} = '00'`),
    check("orders_amounts_ck", sql`${t.orderAmt} >= 0 and ${t.dcAmt} >= 0 and ${t.netAmt} >= 0`),
    check("orders_pay_split_ck", sql`${t.prepaidAmt} >= 0 and ${t.cardAmt} >= 0`),
  ],
);

export const orderItems = pgTable(
  "order_items",
  {
    orderNo: text("order_no")
      .notNull()
      .references(() => orders.orderNo, { onDelete: "cascade" }),
    orderItemNo: integer("order_item_no").notNull(),
    itemCd: text("item_cd").notNull(),
    itemNm: text("item_nm").notNull(),
    itemQty: integer("item_qty").notNull(),
    saleUprc: integer("sale_uprc").notNull(),
    /** Store the unit is taken from (stock) and picked up at. */
    tnantCd: text("tnant_cd"),
    optItemCd: text("opt_item_cd").notNull().default(""),
    /** The whole SPEC §3 order item as calculated (discount lines, tax, option). */
    detail: jsonb("detail").$type<OrderItem>(),
  },
  (t) => [
    primaryKey({ columns: [t.orderNo, t.orderItemNo] }),
    check("order_items_qty_ck", sql`${t.itemQty} > 0 and ${t.saleUprc} >= 0`),
  ],
);

/** Every status an order went through, in order. */
export const orderStatusHistory = pgTable(
  "order_status_history",
  {
    seq: integer("seq").primaryKey().generatedAlwaysAsIdentity(),
    orderNo: text("order_no")
      .notNull()
      .references(() => orders.orderNo, { onDelete: "cascade" }),
    orderStatCd: text("order_stat_cd").notNull(),
    memo: text("memo").notNull().default(""),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("order_status_history_order_idx").on(t.orderNo, t.seq)],
);

/** Coupon uses by orders; a coupon has at most one use not restored (single use, enforced here). */
export const couponUses = pgTable(
  "coupon_uses",
  {
    useNo: integer("use_no").primaryKey().generatedAlwaysAsIdentity(),
    cpnIssuNo: text("cpn_issu_no").notNull(),
    orderNo: text("order_no")
      .notNull()
      .references(() => orders.orderNo, { onDelete: "cascade" }),
    dcAmt: integer("dc_amt").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }).notNull().defaultNow(),
    restoredAt: timestamp("restored_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("coupon_uses_once_uq").on(t.cpnIssuNo).where(sql`${t.restoredAt} is null`)],
);

/** The address book of /my/shipping. */
export const shippingAddresses = pgTable(
  "shipping_addresses",
  {
    addrNo: integer("addr_no").primaryKey().generatedAlwaysAsIdentity(),
    mberNo: text("mber_no")
      .notNull()
      .references(() => members.mberNo, { onDelete: "cascade" }),
    addrNm: text("addr_nm").notNull(),
    receiverNm: text("receiver_nm").notNull(),
    receiverMobileNum: text("receiver_mobile_num").notNull(),
    zip: text("zip").notNull(),
    baseAddr: text("base_addr").notNull(),
    detailAddr: text("detail_addr").notNull().default(""),
    roadAddr: text("road_addr").notNull().default(""),
    defaultYn: text("default_yn").notNull().default("N"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("shipping_addresses_member_idx").on(t.mberNo),
    // At most one default address per member, whatever the concurrency.
    uniqueIndex("shipping_addresses_one_default_uq").on(t.mberNo).where(sql`${t.defaultYn} = 'Y'`),
  ],
);

/** Registered easy-pay cards (billing keys of the gateway), at most EASY_PAY.maxCards per member. */
export const easyPayCards = pgTable(
  "easy_pay_cards",
  {
    billkey: text("billkey").primaryKey(),
    mberNo: text("mber_no")
      .notNull()
      .references(() => members.mberNo, { onDelete: "cascade" }),
    cardCd: text("card_cd").notNull(),
    cardName: text("card_name").notNull(),
    cardNo: text("card_no").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("easy_pay_cards_member_idx").on(t.mberNo)],
);

/** A member's easy-pay password (hash) and its wrong-try counter (locked at 5). */
export const easyPaySettings = pgTable(
  "easy_pay_settings",
  {
    mberNo: text("mber_no")
      .primaryKey()
      .references(() => members.mberNo, { onDelete: "cascade" }),
    passwordHash: text("password_hash").notNull(),
    failCount: integer("fail_count").notNull().default(0),
    lockedAt: timestamp("locked_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("easy_pay_settings_fail_ck", sql`${t.failCount} between 0 and 5`)],
);

/** Card registrations started on the gateway's page (regNo), completed once. */
export const easyPayRegistrations = pgTable("easy_pay_registrations", {
  regNo: text("reg_no").primaryKey(),
  mberNo: text("mber_no")
    .notNull()
    .references(() => members.mberNo, { onDelete: "cascade" }),
  status: text("status").notNull().default("STARTED"),
  billkey: text("billkey"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
