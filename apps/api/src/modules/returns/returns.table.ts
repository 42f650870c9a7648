import type { CollectMethod, Refund, ReturnFee, ReturnStatus, ReturnType } from "@cellar/contracts";
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { members } from "../members";
import { orders } from "../orders";

export type ReturnAddress = {
  receiverNm: string;
  receiverMobileNum: string;
  zip: string;
  baseAddr: string;
  detailAddr: string;
};
/** A refund as applied: `gatewayDone` once the provider gave the gateway part back (tries: decision 421). */
export type ReturnRefund = Refund & {
  payMethod: string;
  gatewayDone: boolean;
  gatewayTries?: number;
  gatewayTriedAt?: string;
};

/** Returns and exchanges of an order's lines (issue 23, decisions 402–406). */
export const returns = pgTable(
  "returns",
  {
    returnNo: text("return_no").primaryKey(),
    orderNo: text("order_no")
      .notNull()
      .references(() => orders.orderNo, { onDelete: "cascade" }),
    mberNo: text("mber_no")
      .notNull()
      .references(() => members.mberNo, { onDelete: "cascade" }),
    type: text("type").$type<ReturnType>().notNull(),
    reasonCd: text("reason_cd").notNull(),
    reasonText: text("reason_text").notNull().default(""),
    collectMethod: text("collect_method").$type<CollectMethod>().notNull(),
    address: jsonb("address").$type<ReturnAddress>(),
    status: text("status").$type<ReturnStatus>().notNull(),
    fee: jsonb("fee").$type<ReturnFee>().notNull(),
    feeAmt: integer("fee_amt").notNull().default(0),
    /** The current fee payment (payments.order_no) `<returnNo>-<n>`, and when the fee was paid. */
    feePayNo: text("fee_pay_no"),
    feePayAttempts: integer("fee_pay_attempts").notNull().default(0),
    feePaidAt: timestamp("fee_paid_at", { withTimezone: true }),
    refund: jsonb("refund").$type<ReturnRefund>(),
    refundAmt: integer("refund_amt").notNull().default(0),
    refuseReason: text("refuse_reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("returns_member_idx").on(t.mberNo, t.createdAt),
    index("returns_order_idx").on(t.orderNo),
    check("returns_amounts_ck", sql`${t.feeAmt} >= 0 and ${t.refundAmt} >= 0`),
    check(
      "returns_status_ck",
      sql`${t.status} in ('FEE_DUE', 'REQUESTED', 'COLLECTED', 'INSPECTED', 'REFUNDED', 'RESENT', 'REFUSED')`,
    ),
  ],
);

export const returnLines = pgTable(
  "return_lines",
  {
    returnNo: text("return_no")
      .notNull()
      .references(() => returns.returnNo, { onDelete: "cascade" }),
    orderItemNo: integer("order_item_no").notNull(),
    qty: integer("qty").notNull(),
    /** An exchange for another option of the same product (decision 420): the option sent instead. */
    exchangeOptItemCd: text("exchange_opt_item_cd"),
  },
  (t) => [primaryKey({ columns: [t.returnNo, t.orderItemNo] }), check("return_lines_qty_ck", sql`${t.qty} > 0`)],
);

export const returnPhotos = pgTable(
  "return_photos",
  {
    returnNo: text("return_no")
      .notNull()
      .references(() => returns.returnNo, { onDelete: "cascade" }),
    fileId: text("file_id").notNull(),
    seq: integer("seq").notNull(),
  },
  (t) => [primaryKey({ columns: [t.returnNo, t.fileId] })],
);

/** Every status a return went through. */
export const returnHistory = pgTable(
  "return_history",
  {
    seq: integer("seq").primaryKey().generatedAlwaysAsIdentity(),
    returnNo: text("return_no")
      .notNull()
      .references(() => returns.returnNo, { onDelete: "cascade" }),
    status: text("status").$type<ReturnStatus>().notNull(),
    memo: text("memo").notNull().default(""),
    at: timestamp("at", { withTimezone: true }).notNull(),
  },
  (t) => [index("return_history_return_idx").on(t.returnNo, t.seq)],
);
