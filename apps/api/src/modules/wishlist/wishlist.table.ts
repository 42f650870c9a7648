import { index, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { members } from "../members";
import { products } from "../products";

/** Wish-list entries, one per member and item; the table keeps the spec's resource name (/api/attention). */
export const wishlist = pgTable(
  "attention",
  {
    mberNo: text("mber_no")
      .notNull()
      .references(() => members.mberNo, { onDelete: "cascade" }),
    itemCd: text("item_cd")
      .notNull()
      .references(() => products.itemCd, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.mberNo, t.itemCd] }), index("attention_member_idx").on(t.mberNo, t.createdAt)],
);
