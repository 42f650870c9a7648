import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { members } from "../members";
import { orders } from "../orders";
import { stores } from "../stores";

/**
 * Wine keeps (issue 23, decisions 407–409): the bottles of one order paid with "keep at the store",
 * kept at its store. One keep per order (unique), created in the transaction that makes it paid.
 */
export const wineKeeps = pgTable(
  "wine_keeps",
  {
    keepNo: text("keep_no").primaryKey(),
    orderNo: text("order_no")
      .notNull()
      .references(() => orders.orderNo, { onDelete: "cascade" }),
    mberNo: text("mber_no")
      .notNull()
      .references(() => members.mberNo, { onDelete: "cascade" }),
    tnantCd: text("tnant_cd")
      .notNull()
      .references(() => stores.tnantCd),
    /** The CODE128 value the store scans (random digits, unique). */
    barcode: text("barcode").notNull(),
    /** Seoul dates (YYYY-MM-DD): when the keep started (payment) and the last day to collect. */
    keptOn: text("kept_on").notNull(),
    collectBy: text("collect_by").notNull(),
    /** The keep period it was given: its store's rule (days) when it was made (decision 460). */
    keepDays: integer("keep_days").notNull(),
    extendedAt: timestamp("extended_at", { withTimezone: true }),
    /** When the reminder alarm (7 days before collect_by) was sent; sent once. */
    remindedAt: timestamp("reminded_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("wine_keeps_order_uq").on(t.orderNo),
    uniqueIndex("wine_keeps_barcode_uq").on(t.barcode),
    index("wine_keeps_member_idx").on(t.mberNo, t.createdAt),
    index("wine_keeps_remind_idx").on(t.collectBy).where(sql`${t.remindedAt} is null`),
  ],
);

/** One kept order line: bottles kept and bottles handed over so far (never more than kept). */
export const wineKeepLines = pgTable(
  "wine_keep_lines",
  {
    keepNo: text("keep_no")
      .notNull()
      .references(() => wineKeeps.keepNo, { onDelete: "cascade" }),
    lineNo: integer("line_no").notNull(),
    itemCd: text("item_cd").notNull(),
    itemNm: text("item_nm").notNull(),
    keptQty: integer("kept_qty").notNull(),
    collectedQty: integer("collected_qty").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.keepNo, t.lineNo] }),
    check("wine_keep_lines_qty_ck", sql`${t.keptQty} > 0 and ${t.collectedQty} between 0 and ${t.keptQty}`),
  ],
);

/** Every hand-over the store recorded: which line, how many, who, when. */
export const wineKeepHandOvers = pgTable(
  "wine_keep_hand_overs",
  {
    seq: integer("seq").primaryKey().generatedAlwaysAsIdentity(),
    keepNo: text("keep_no")
      .notNull()
      .references(() => wineKeeps.keepNo, { onDelete: "cascade" }),
    lineNo: integer("line_no").notNull(),
    qty: integer("qty").notNull(),
    handedBy: text("handed_by").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("wine_keep_hand_overs_keep_idx").on(t.keepNo, t.seq),
    check("wine_keep_hand_overs_qty_ck", sql`${t.qty} > 0`),
  ],
);
