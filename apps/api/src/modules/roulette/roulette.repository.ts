import { and, asc, count, desc, eq, sql } from "drizzle-orm";
import { type Queryable, queryRows } from "../../app/query";
import { rouletteEvents, roulettePrizes, rouletteSpins } from "./roulette.table";

export type EventRow = typeof rouletteEvents.$inferSelect;
export type PrizeRow = typeof roulettePrizes.$inferSelect;
export type SpinRow = typeof rouletteSpins.$inferSelect & { eventTitle: string; prize: PrizeRow };

export async function findEvent(db: Queryable, eventCd: string): Promise<EventRow | null> {
  const [row] = await db.select().from(rouletteEvents).where(eq(rouletteEvents.eventCd, eventCd));
  return row ?? null;
}

/**
 * The event `/roulette` shows without a code: of the running ones the one that ends last (a short
 * side event does not hide the main one), else the next to start, else the one that ended last.
 */
export async function currentEvent(db: Queryable, now: Date): Promise<EventRow | null> {
  const at = now.toISOString();
  const [row] = await db
    .select()
    .from(rouletteEvents)
    .orderBy(
      sql`case when ${rouletteEvents.startAt} <= ${at}::timestamptz and ${rouletteEvents.endAt} > ${at}::timestamptz then 0
        when ${rouletteEvents.startAt} > ${at}::timestamptz then 1 else 2 end`,
      sql`case when ${rouletteEvents.startAt} > ${at}::timestamptz then ${rouletteEvents.startAt} end asc`,
      desc(rouletteEvents.endAt),
    )
    .limit(1);
  return row ?? null;
}

export async function listPrizes(db: Queryable, eventCd: string): Promise<PrizeRow[]> {
  return db.select().from(roulettePrizes).where(eq(roulettePrizes.eventCd, eventCd)).orderBy(asc(roulettePrizes.slot));
}

export async function insertEvent(
  db: Queryable,
  event: typeof rouletteEvents.$inferInsert,
  prizes: Omit<typeof roulettePrizes.$inferInsert, "eventCd">[],
): Promise<boolean> {
  const inserted = await db
    .insert(rouletteEvents)
    .values(event)
    .onConflictDoNothing()
    .returning({ eventCd: rouletteEvents.eventCd });
  if (inserted.length === 0) return false;
  await db.insert(roulettePrizes).values(prizes.map((p) => ({ ...p, eventCd: event.eventCd })));
  return true;
}

/** The member's spins of an event on a Seoul day. */
export async function countSpins(db: Queryable, eventCd: string, mberNo: string, day: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(rouletteSpins)
    .where(and(eq(rouletteSpins.eventCd, eventCd), eq(rouletteSpins.mberNo, mberNo), eq(rouletteSpins.spinDay, day)));
  return row?.n ?? 0;
}

/**
 * Takes one unit of a prize: one conditional update, which PostgreSQL re-checks on the row after a
 * parallel update commits, so the stock never goes below zero. Unlimited prizes always succeed.
 */
export async function takeStock(db: Queryable, prize: PrizeRow): Promise<boolean> {
  if (prize.stockTotal === null) return true;
  const rows = await queryRows<{ left: number }>(
    db,
    sql`update roulette_prizes set stock_left = stock_left - 1
      where prize_no = ${prize.prizeNo} and stock_left > 0 returning stock_left as "left"`,
  );
  return rows.length > 0;
}

/**
 * Records a spin as the member's `dayNo`-th of the day, unless that number is taken (the unique key
 * makes a parallel spin of the same member wait, then find it). Answers the spin's number, or null.
 */
export async function insertSpin(db: Queryable, spin: typeof rouletteSpins.$inferInsert): Promise<number | null> {
  const rows = await db
    .insert(rouletteSpins)
    .values(spin)
    .onConflictDoNothing()
    .returning({ spinNo: rouletteSpins.spinNo });
  return rows[0]?.spinNo ?? null;
}

export async function setSpinCoupon(db: Queryable, spinNo: number, cpnIssuNo: string): Promise<void> {
  await db.update(rouletteSpins).set({ cpnIssuNo }).where(eq(rouletteSpins.spinNo, spinNo));
}

/** A member's spins, newest first, with the prize given and the event's title. */
export async function pageSpins(db: Queryable, mberNo: string, page: { pageNo: number; pageSize: number }) {
  const rows = await db
    .select({ spin: rouletteSpins, eventTitle: rouletteEvents.title, prize: roulettePrizes })
    .from(rouletteSpins)
    .innerJoin(rouletteEvents, eq(rouletteEvents.eventCd, rouletteSpins.eventCd))
    .innerJoin(roulettePrizes, eq(roulettePrizes.prizeNo, rouletteSpins.prizeNo))
    .where(eq(rouletteSpins.mberNo, mberNo))
    .orderBy(desc(rouletteSpins.spunAt), desc(rouletteSpins.spinNo))
    .limit(page.pageSize)
    .offset((page.pageNo - 1) * page.pageSize);
  const [total] = await db.select({ n: count() }).from(rouletteSpins).where(eq(rouletteSpins.mberNo, mberNo));
  return {
    rows: rows.map((r): SpinRow => ({ ...r.spin, eventTitle: r.eventTitle, prize: r.prize })),
    total: total?.n ?? 0,
  };
}
