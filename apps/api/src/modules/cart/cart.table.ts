import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { members } from "../members/members.table";

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

/** Mix-and-match events (event code 03): `minQty` units of the event's items in one store take `dcRate` % off each. */
export const mixMatchEvents = pgTable(
  "mix_match_events",
  {
    eventNo: text("event_no").primaryKey(),
    eventNm: text("event_nm").notNull(),
    minQty: integer("min_qty").notNull(),
    dcRate: integer("dc_rate").notNull(),
    startDate: text("start_date").notNull(),
    endDate: text("end_date").notNull(),
  },
  (t) => [check("mix_match_events_ck", sql`${t.minQty} >= 2 and ${t.dcRate} between 1 and 90`)],
);

export const mixMatchItems = pgTable(
  "mix_match_items",
  {
    eventNo: text("event_no")
      .notNull()
      .references(() => mixMatchEvents.eventNo, { onDelete: "cascade" }),
    itemCd: text("item_cd").notNull().primaryKey(),
  },
  (t) => [index("mix_match_items_event_idx").on(t.eventNo)],
);
