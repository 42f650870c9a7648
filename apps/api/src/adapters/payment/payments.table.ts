import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { members } from "../../modules/members/members.table";

/** Our side of every payment (paid membership, prepaid top-up, orders). */
export const payments = pgTable(
  "payments",
  {
    orderNo: text("order_no").primaryKey(),
    mberNo: text("mber_no")
      .notNull()
      .references(() => members.mberNo, { onDelete: "cascade" }),
    /** PAID_MEMBERSHIP | PREPAID_CHARGE | ORDER */
    purpose: text("purpose").notNull(),
    orderName: text("order_name").notNull(),
    amount: integer("amount").notNull(),
    /** READY → DONE (confirmed once); READY → FAILED; DONE → REFUNDING → CANCELLED (refunded). */
    status: text("status").notNull().default("READY"),
    returnPath: text("return_path").notNull(),
    provider: text("provider").notNull(),
    paymentKey: text("payment_key").unique(),
    cardNo: text("card_no"),
    cardCd: text("card_cd"),
    cardName: text("card_name"),
    /** CARD | RGLR | TOSS | EASYPAY (orders); CARD otherwise. */
    method: text("method").notNull().default("CARD"),
    approvedAt: timestamp("approved_at", { withTimezone: true }),
    /**
     * Until when a READY payment counts against its purpose's limits (a prepaid top-up against the
     * balance ceiling): the hosted page's time at the start, a short hold while it is confirmed.
     */
    holdUntil: timestamp("hold_until", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("payments_member_idx").on(t.mberNo, t.createdAt),
    index("payments_open_idx").on(t.mberNo, t.purpose).where(sql`${t.status} = 'READY'`),
    index("payments_refunding_idx").on(t.mberNo).where(sql`${t.status} = 'REFUNDING'`),
    check("payments_amount_ck", sql`${t.amount} > 0`),
    check("payments_status_ck", sql`${t.status} in ('READY', 'DONE', 'FAILED', 'REFUNDING', 'CANCELLED')`),
  ],
);
