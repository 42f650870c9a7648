import { sql } from "drizzle-orm";
import { type AnyPgColumn, check, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { members } from "../members";

/** The current stamp balance per member; always equal to the sum of the member's ledger. */
export const stampBalances = pgTable(
  "stamp_balances",
  {
    mberNo: text("mber_no")
      .primaryKey()
      .references(() => members.mberNo, { onDelete: "cascade" }),
    balance: integer("balance").notNull().default(0),
  },
  (t) => [check("stamp_balances_non_negative_ck", sql`${t.balance} >= 0`)],
);

/** Append-only stamp ledger: rows are never updated or deleted. */
export const stampTransactions = pgTable(
  "stamp_transactions",
  {
    stampTxNo: integer("stamp_tx_no").primaryKey().generatedAlwaysAsIdentity(),
    mberNo: text("mber_no")
      .notNull()
      .references(() => members.mberNo, { onDelete: "cascade" }),
    type: text("type").notNull(),
    /** Signed: positive adds, negative takes. */
    quantity: integer("quantity").notNull(),
    balanceAfter: integer("balance_after").notNull(),
    /** The original a void or reversal cancels; each original can be cancelled once. */
    refStampTxNo: integer("ref_stamp_tx_no").references((): AnyPgColumn => stampTransactions.stampTxNo),
    memo: text("memo"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("stamp_transactions_member_idx").on(t.mberNo, t.stampTxNo),
    uniqueIndex("stamp_transactions_ref_once_idx").on(t.refStampTxNo),
    check("stamp_transactions_balance_ck", sql`${t.balanceAfter} >= 0`),
    check("stamp_transactions_quantity_ck", sql`${t.quantity} <> 0`),
  ],
);
