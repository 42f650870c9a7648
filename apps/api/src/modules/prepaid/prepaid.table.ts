import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { members } from "../members";

/** Prepaid ledger; the balance lives in members.prepaid_balance and equals the ledger sum. */
export const prepaidTransactions = pgTable(
  "prepaid_transactions",
  {
    prepaidTxNo: integer("prepaid_tx_no").primaryKey().generatedAlwaysAsIdentity(),
    mberNo: text("mber_no")
      .notNull()
      .references(() => members.mberNo, { onDelete: "cascade" }),
    /** CHARGE | USE | REFUND */
    type: text("type").notNull(),
    amount: integer("amount").notNull(),
    balanceAfter: integer("balance_after").notNull(),
    description: text("description").notNull(),
    /** The payment (charge) or order (use, refund) behind the entry. */
    orderNo: text("order_no"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("prepaid_transactions_member_idx").on(t.mberNo, t.prepaidTxNo),
    check("prepaid_transactions_balance_ck", sql`${t.balanceAfter} >= 0`),
    check("prepaid_transactions_sign_ck", sql`(${t.type} = 'USE') = (${t.amount} < 0) and ${t.amount} <> 0`),
  ],
);
