import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { members } from "../members";
import { stores } from "../stores";

/**
 * A pre-order (issue 24): a bottle of the catalogue reserved before it reaches the stores, in a
 * window, at a price under the later shelf price, with a total quantity and a per-member limit.
 * `soldQty` counts the units held by live reservations (paying, paid, arrived, collected); it only
 * moves by a conditional update that keeps it within `totalQty` (decision 411).
 */
export const preorders = pgTable(
  "preorders",
  {
    preorderCd: text("preorder_cd").primaryKey(),
    title: text("title").notNull(),
    /** EN_PRIMEUR | NEW_VINTAGE | LIMITED | GIFT_SET */
    kind: text("kind").notNull(),
    itemCd: text("item_cd").notNull(),
    description: text("description").notNull().default(""),
    price: integer("price").notNull(),
    shelfPrice: integer("shelf_price").notNull(),
    startAt: timestamp("start_at", { withTimezone: true }).notNull(),
    endAt: timestamp("end_at", { withTimezone: true }).notNull(),
    /** Expected arrival at the stores, a Seoul day (YYYY-MM-DD). */
    arrivalDate: text("arrival_date").notNull(),
    perMemberLimit: integer("per_member_limit").notNull(),
    totalQty: integer("total_qty").notNull(),
    soldQty: integer("sold_qty").notNull().default(0),
    couponYn: text("coupon_yn").notNull().default("N"),
    /** The stores taking part (where a reservation is collected). */
    tnantCds: text("tnant_cds").array().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("preorders_item_idx").on(t.itemCd),
    check("preorders_qty_ck", sql`${t.soldQty} >= 0 and ${t.soldQty} <= ${t.totalQty} and ${t.perMemberLimit} > 0`),
    check("preorders_price_ck", sql`${t.price} > 0 and ${t.price} <= ${t.shelfPrice}`),
    check("preorders_window_ck", sql`${t.startAt} < ${t.endAt}`),
  ],
);

/** Units a member holds in live reservations of a pre-order: the per-member limit's counter (decision 411). */
export const preorderMemberQty = pgTable(
  "preorder_member_qty",
  {
    preorderCd: text("preorder_cd")
      .notNull()
      .references(() => preorders.preorderCd, { onDelete: "cascade" }),
    mberNo: text("mber_no")
      .notNull()
      .references(() => members.mberNo, { onDelete: "cascade" }),
    qty: integer("qty").notNull(),
  },
  (t) => [primaryKey({ columns: [t.preorderCd, t.mberNo] }), check("preorder_member_qty_ck", sql`${t.qty} >= 0`)],
);

/** The day a pre-order's bottles reached a store (the store side records it once). */
export const preorderArrivals = pgTable(
  "preorder_arrivals",
  {
    preorderCd: text("preorder_cd")
      .notNull()
      .references(() => preorders.preorderCd, { onDelete: "cascade" }),
    tnantCd: text("tnant_cd")
      .notNull()
      .references(() => stores.tnantCd),
    arrivedAt: timestamp("arrived_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.preorderCd, t.tnantCd] })],
);

/** A member's reservation: bottles of a pre-order, paid in full, collected at a store. */
export const preorderReservations = pgTable(
  "preorder_reservations",
  {
    reservationNo: text("reservation_no").primaryKey(),
    preorderCd: text("preorder_cd")
      .notNull()
      .references(() => preorders.preorderCd),
    mberNo: text("mber_no")
      .notNull()
      .references(() => members.mberNo, { onDelete: "cascade" }),
    tnantCd: text("tnant_cd")
      .notNull()
      .references(() => stores.tnantCd),
    qty: integer("qty").notNull(),
    unitPrice: integer("unit_price").notNull(),
    orderAmt: integer("order_amt").notNull(),
    cpnIssuNo: text("cpn_issu_no"),
    couponName: text("coupon_name"),
    cpnDcAmt: integer("cpn_dc_amt").notNull().default(0),
    payAmt: integer("pay_amt").notNull(),
    /** CARD | EASYPAY */
    payMethod: text("pay_method").notNull(),
    /** The payment (payments.order_no). */
    payNo: text("pay_no").notNull(),
    /** PAYING | PAID | ARRIVED | COLLECTED | CANCELLED | UNCOLLECTED | FAILED */
    status: text("status").notNull().default("PAYING"),
    voucherNo: text("voucher_no"),
    reservedAt: timestamp("reserved_at", { withTimezone: true }).notNull(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    arrivedAt: timestamp("arrived_at", { withTimezone: true }),
    collectBy: text("collect_by"),
    collectedAt: timestamp("collected_at", { withTimezone: true }),
    handedBy: text("handed_by"),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    refundAmt: integer("refund_amt").notNull().default(0),
  },
  (t) => [
    index("preorder_reservations_member_idx").on(t.mberNo, t.reservedAt),
    index("preorder_reservations_pay_idx").on(t.payNo),
    index("preorder_reservations_store_idx").on(t.preorderCd, t.tnantCd, t.status),
    check("preorder_reservations_qty_ck", sql`${t.qty} > 0 and ${t.payAmt} > 0`),
  ],
);
