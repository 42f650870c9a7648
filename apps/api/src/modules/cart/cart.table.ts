import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { members } from "../members/members.table";

/** Cart rows of members; the cart feature fills it in a later issue, the count reads it now. */
export const cartItems = pgTable(
  "cart_items",
  {
    cartNo: integer("cart_no").primaryKey().generatedAlwaysAsIdentity(),
    mberNo: text("mber_no")
      .notNull()
      .references(() => members.mberNo, { onDelete: "cascade" }),
    tnantCd: text("tnant_cd").notNull(),
    itemCd: text("item_cd").notNull(),
    itemQty: integer("item_qty").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("cart_items_mber_idx").on(t.mberNo)],
);
