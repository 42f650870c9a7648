import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { members } from "../members";

/** Every membership card a member has held; members.mbrsh_card_no is the usable one (null while lost). */
export const membershipCards = pgTable(
  "membership_cards",
  {
    mbrshCardNo: text("mbrsh_card_no").primaryKey(),
    mberNo: text("mber_no")
      .notNull()
      .references(() => members.mberNo, { onDelete: "cascade" }),
    /** ACTIVE | LOST | REPLACED */
    status: text("status").notNull(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
    lostAt: timestamp("lost_at", { withTimezone: true }),
    replacedAt: timestamp("replaced_at", { withTimezone: true }),
  },
  (t) => [
    index("membership_cards_member_idx").on(t.mberNo, t.issuedAt),
    // At most one card per member is active or reported lost: a second loss or reissue cannot race in.
    uniqueIndex("membership_cards_current_idx").on(t.mberNo).where(sql`${t.status} in ('ACTIVE', 'LOST')`),
    check("membership_cards_status_ck", sql`${t.status} in ('ACTIVE', 'LOST', 'REPLACED')`),
  ],
);
