import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { members } from "../members";

/**
 * Cart lines of members: one line per item, store and option (optItemCd '' without an option);
 * adding an equal line adds to its quantity.
 */
export const cartItems = pgTable(
  "cart_items",
  {
    cartNo: integer("cart_no").primaryKey().generatedAlwaysAsIdentity(),
    mberNo: text("mber_no")
      .notNull()
      .references(() => members.mberNo, { onDelete: "cascade" }),
    tnantCd: text("tnant_cd").notNull(),
    itemCd: text("item_cd").notNull(),
    optItemCd: text("opt_item_cd").notNull().default(""),
    itemQty: integer("item_qty").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("cart_items_mber_idx").on(t.mberNo),
    uniqueIndex("cart_items_line_uq").on(t.mberNo, t.tnantCd, t.itemCd, t.optItemCd),
    check("cart_items_qty_ck", sql`${t.itemQty} between 1 and 99`),
  ],
);
