import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text } from "drizzle-orm/pg-core";

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
