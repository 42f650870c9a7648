import { index, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/** Search terms as typed (normalised), for the popular-terms list. No member is recorded. */
export const searchLog = pgTable(
  "search_log",
  {
    id: serial("id").primaryKey(),
    keyword: text("keyword").notNull(),
    searchedAt: timestamp("searched_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("search_log_time_idx").on(t.searchedAt)],
);
