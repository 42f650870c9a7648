import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { members } from "../members";

export const alarms = pgTable(
  "alarms",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    mberNo: text("mber_no")
      .notNull()
      .references(() => members.mberNo, { onDelete: "cascade" }),
    title: text("title").notNull(),
    body: text("body").notNull(),
    link: text("link"),
    readAt: timestamp("read_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("alarms_mber_unread_idx").on(t.mberNo, t.readAt)],
);
