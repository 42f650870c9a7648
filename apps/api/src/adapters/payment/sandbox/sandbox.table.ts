import { sql } from "drizzle-orm";
import { check, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The sandbox provider's own records, kept apart from ours the way a real gateway keeps its own:
 * what the hosted page was asked to charge, what the card holder approved, and the capture.
 */
export const sandboxPayments = pgTable(
  "sandbox_payments",
  {
    orderNo: text("order_no").primaryKey(),
    orderName: text("order_name").notNull(),
    amount: integer("amount").notNull(),
    returnUrl: text("return_url").notNull(),
    /** REQUESTED → AUTHORIZED → CAPTURED → REFUNDED; AUTHORIZED → VOIDED; REQUESTED → DECLINED | CANCELLED. */
    status: text("status").notNull().default("REQUESTED"),
    paymentKey: text("payment_key").unique(),
    cardNo: text("card_no"),
    cardCd: text("card_cd"),
    cardName: text("card_name"),
    /** CARD (card form) | TOSS (transfer form) | BILLING (card registration, no charge) | BILLKEY (charge of a billing key). */
    method: text("method").notNull().default("CARD"),
    billkey: text("billkey"),
    /** Part of a capture given back by partial cancels (returns, decision 404); REFUNDED when all is. */
    refundedAmount: integer("refunded_amount").notNull().default(0),
    capturedAt: timestamp("captured_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      "sandbox_payments_status_ck",
      sql`${t.status} in ('REQUESTED', 'AUTHORIZED', 'CAPTURED', 'DECLINED', 'CANCELLED', 'VOIDED', 'REFUNDED')`,
    ),
  ],
);

/** Billing keys the sandbox issued for registered cards (easy pay). */
export const sandboxBillingKeys = pgTable("sandbox_billing_keys", {
  billkey: text("billkey").primaryKey(),
  cardNo: text("card_no").notNull(),
  cardCd: text("card_cd").notNull(),
  cardName: text("card_name").notNull(),
  active: text("active").notNull().default("Y"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Partial cancels the sandbox made, by the caller's refund key (decision 421): a key seen before
 * answers "done" without giving the money back again, like a real provider's idempotency key.
 */
export const sandboxRefunds = pgTable(
  "sandbox_refunds",
  {
    refundKey: text("refund_key").primaryKey(),
    paymentKey: text("payment_key").notNull(),
    amount: integer("amount").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("sandbox_refunds_amount_ck", sql`${t.amount} > 0`)],
);
