import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { members } from "../members";
import { stores } from "../stores";

/** A lucky draw (issue 22): one bottle of the catalogue at a draw price, for N winners. */
export const luckyDraws = pgTable(
  "lucky_draws",
  {
    luckyDrawCd: text("lucky_draw_cd").primaryKey(),
    title: text("title").notNull(),
    itemCd: text("item_cd").notNull(),
    drawPrice: integer("draw_price").notNull(),
    winnerCnt: integer("winner_cnt").notNull(),
    reserveCnt: integer("reserve_cnt").notNull().default(0),
    entryStartAt: timestamp("entry_start_at", { withTimezone: true }).notNull(),
    entryEndAt: timestamp("entry_end_at", { withTimezone: true }).notNull(),
    announceAt: timestamp("announce_at", { withTimezone: true }).notNull(),
    /** Days a winner has to pay from the announcement (or a reserve from being offered the win). */
    payDays: integer("pay_days").notNull().default(2),
    paidOnlyYn: text("paid_only_yn").notNull().default("N"),
    /** Lowest grade that may enter; null for all grades. */
    minGradRegNo: text("min_grad_reg_no"),
    rules: text("rules").notNull().default(""),
    /** The stores taking part (where the winner collects the bottle). */
    tnantCds: text("tnant_cds").array().notNull(),
    /** Set once, by the one run of the draw (conditional update, decision 392). */
    drawnAt: timestamp("drawn_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("lucky_draws_due_idx").on(t.announceAt).where(sql`${t.drawnAt} is null`),
    check("lucky_draws_counts_ck", sql`${t.winnerCnt} > 0 and ${t.reserveCnt} >= 0 and ${t.drawPrice} > 0`),
    check("lucky_draws_times_ck", sql`${t.entryStartAt} < ${t.entryEndAt} and ${t.entryEndAt} <= ${t.announceAt}`),
  ],
);

/** One entry per member per draw (unique index), with its result and the winner's payment. */
export const luckyDrawEntries = pgTable(
  "lucky_draw_entries",
  {
    entryNo: integer("entry_no").primaryKey().generatedAlwaysAsIdentity(),
    luckyDrawCd: text("lucky_draw_cd")
      .notNull()
      .references(() => luckyDraws.luckyDrawCd, { onDelete: "cascade" }),
    mberNo: text("mber_no")
      .notNull()
      .references(() => members.mberNo, { onDelete: "cascade" }),
    tnantCd: text("tnant_cd")
      .notNull()
      .references(() => stores.tnantCd),
    /** APPLIED | WINNER | RESERVE | LOST | LAPSED */
    result: text("result").notNull().default("APPLIED"),
    /** Position in the drawn order (1…n over the valid entries); null before the draw. */
    drawRank: integer("draw_rank"),
    /** For a reserve: its place in the reserve list (1 = offered first). */
    reserveNo: integer("reserve_no"),
    payDeadlineAt: timestamp("pay_deadline_at", { withTimezone: true }),
    /** The current payment attempt (payments.order_no) and how many were made. */
    payNo: text("pay_no"),
    payAttempts: integer("pay_attempts").notNull().default(0),
    /** The pick-up order the payment made. */
    orderNo: text("order_no"),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    appliedAt: timestamp("applied_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("lucky_draw_entries_one_uq").on(t.luckyDrawCd, t.mberNo),
    index("lucky_draw_entries_member_idx").on(t.mberNo, t.appliedAt),
    index("lucky_draw_entries_due_idx").on(t.payDeadlineAt).where(sql`${t.result} = 'WINNER' and ${t.paidAt} is null`),
  ],
);

export type DrawRecordLine = { entryNo: number; rank: number; role: "WINNER" | "RESERVE" | "LOST" };

/** The record of a draw's one run: when, how many entries, each entry's rank and role. */
export const luckyDrawRuns = pgTable("lucky_draw_runs", {
  luckyDrawCd: text("lucky_draw_cd")
    .primaryKey()
    .references(() => luckyDraws.luckyDrawCd, { onDelete: "cascade" }),
  ranAt: timestamp("ran_at", { withTimezone: true }).notNull(),
  entryCnt: integer("entry_cnt").notNull(),
  winnerCnt: integer("winner_cnt").notNull(),
  reserveCnt: integer("reserve_cnt").notNull(),
  result: jsonb("result").$type<DrawRecordLine[]>().notNull(),
});
