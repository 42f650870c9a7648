import { index, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { members } from "../members";
import { products } from "../products";
import { stores } from "../stores";

/** Restock alert sign-ups (`/my/restock`): one per member and item; a store narrows it. */
export const restockAlarms = pgTable(
  "restock_alarms",
  {
    mberNo: text("mber_no")
      .notNull()
      .references(() => members.mberNo, { onDelete: "cascade" }),
    itemCd: text("item_cd")
      .notNull()
      .references(() => products.itemCd, { onDelete: "cascade" }),
    tnantCd: text("tnant_cd").references(() => stores.tnantCd, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    notifiedAt: timestamp("notified_at", { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.mberNo, t.itemCd] }), index("restock_item_idx").on(t.itemCd)],
);
