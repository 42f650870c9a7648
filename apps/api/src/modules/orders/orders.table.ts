import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { members } from "../members/members.table";
import { stores } from "../stores/stores.table";

/** Orders (the checkout issue adds its columns); amounts in won. */
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
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("orders_member_stat_idx").on(t.mberNo, t.orderStatCd, t.createdAt),
    check("orders_amounts_ck", sql`${t.orderAmt} >= 0 and ${t.dcAmt} >= 0 and ${t.netAmt} >= 0`),
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
  },
  (t) => [
    primaryKey({ columns: [t.orderNo, t.orderItemNo] }),
    check("order_items_qty_ck", sql`${t.itemQty} > 0 and ${t.saleUprc} >= 0`),
  ],
);
