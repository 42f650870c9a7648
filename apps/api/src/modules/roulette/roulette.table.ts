import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, pgTable, text, timestamp, unique } from "drizzle-orm/pg-core";
import { members } from "../members";

/** A roulette event (`/roulette`): a wheel of 6–8 prizes, spun from `start_at` until `end_at`. */
export const rouletteEvents = pgTable(
  "roulette_events",
  {
    eventCd: text("event_cd").primaryKey(),
    title: text("title").notNull(),
    summary: text("summary").notNull().default(""),
    startAt: timestamp("start_at", { withTimezone: true }).notNull(),
    endAt: timestamp("end_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("roulette_events_period_idx").on(t.startAt, t.endAt),
    check("roulette_events_period_ck", sql`${t.startAt} < ${t.endAt}`),
  ],
);

/**
 * One segment of a wheel. `stock_left` is taken by one conditional update (`stock_left > 0`) in the
 * spin's transaction, and the check keeps it at zero or more whatever the concurrency.
 */
export const roulettePrizes = pgTable(
  "roulette_prizes",
  {
    prizeNo: integer("prize_no").primaryKey().generatedByDefaultAsIdentity(),
    eventCd: text("event_cd")
      .notNull()
      .references(() => rouletteEvents.eventCd, { onDelete: "cascade" }),
    slot: integer("slot").notNull(),
    /** COUPON | STAMP | PREPAID | NONE */
    kind: text("kind").notNull(),
    label: text("label").notNull(),
    cpnCd: text("cpn_cd"),
    couponUseSe: text("coupon_use_se"),
    validDays: integer("valid_days"),
    /** Stamps (STAMP) or won (PREPAID). */
    amount: integer("amount"),
    /** Published odds in basis points (10000 = 100 %). */
    oddsBp: integer("odds_bp").notNull(),
    stockTotal: integer("stock_total"),
    stockLeft: integer("stock_left"),
  },
  (t) => [
    unique("roulette_prizes_slot_uq").on(t.eventCd, t.slot),
    check("roulette_prizes_kind_ck", sql`${t.kind} in ('COUPON', 'STAMP', 'PREPAID', 'NONE')`),
    check("roulette_prizes_odds_ck", sql`${t.oddsBp} between 0 and 10000`),
    check(
      "roulette_prizes_stock_ck",
      sql`${t.stockLeft} is null or (${t.stockLeft} >= 0 and ${t.stockLeft} <= ${t.stockTotal})`,
    ),
    check("roulette_prizes_coupon_ck", sql`(${t.kind} = 'COUPON') = (${t.cpnCd} is not null)`),
  ],
);

/**
 * One spin. A member's spins of a Seoul day are numbered 1, 2, … up to the day's allowance; the
 * unique key makes parallel spins of one member take different numbers, so they never exceed it.
 */
export const rouletteSpins = pgTable(
  "roulette_spins",
  {
    spinNo: integer("spin_no").primaryKey().generatedByDefaultAsIdentity(),
    eventCd: text("event_cd")
      .notNull()
      .references(() => rouletteEvents.eventCd, { onDelete: "cascade" }),
    mberNo: text("mber_no")
      .notNull()
      .references(() => members.mberNo, { onDelete: "cascade" }),
    spinDay: date("spin_day", { mode: "string" }).notNull(),
    dayNo: integer("day_no").notNull(),
    /** The prize given; `drawn_prize_no` is the one drawn (they differ when it had run out). */
    prizeNo: integer("prize_no")
      .notNull()
      .references(() => roulettePrizes.prizeNo),
    drawnPrizeNo: integer("drawn_prize_no")
      .notNull()
      .references(() => roulettePrizes.prizeNo),
    soldOutFallback: boolean("sold_out_fallback").notNull().default(false),
    cpnIssuNo: text("cpn_issu_no"),
    spunAt: timestamp("spun_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    unique("roulette_spins_day_uq").on(t.eventCd, t.mberNo, t.spinDay, t.dayNo),
    index("roulette_spins_member_idx").on(t.mberNo, t.spunAt),
  ],
);
