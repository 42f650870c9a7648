import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { members } from "../members";

/** Paid membership periods; a member is paid on the days one of their periods covers. */
export const paidMemberships = pgTable(
  "paid_memberships",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    mberNo: text("mber_no")
      .notNull()
      .references(() => members.mberNo, { onDelete: "cascade" }),
    startDate: date("start_date", { mode: "string" }).notNull(),
    endDate: date("end_date", { mode: "string" }).notNull(),
    fee: integer("fee").notNull(),
    /** The payment that bought it; unique so one payment buys one period. */
    orderNo: text("order_no").unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("paid_memberships_member_idx").on(t.mberNo, t.endDate),
    check("paid_memberships_dates_ck", sql`${t.endDate} >= ${t.startDate}`),
  ],
);
