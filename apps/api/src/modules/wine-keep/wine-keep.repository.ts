import { and, asc, desc, eq, gte, inArray, isNull, lte, sql } from "drizzle-orm";
import type { Queryable } from "../../app/query";
import { orderItems, orders } from "../orders";
import { stores } from "../stores";
import { wineKeepHandOvers, wineKeepLines, wineKeeps } from "./wine-keep.table";

export type KeepRow = typeof wineKeeps.$inferSelect & { tnantNm: string };
export type KeepLineRow = typeof wineKeepLines.$inferSelect;

/** The order a keep is made from, with its lines (orders module's tables, read only). */
export async function findOrder(db: Queryable, orderNo: string) {
  const [row] = await db
    .select({
      orderNo: orders.orderNo,
      mberNo: orders.mberNo,
      tnantCd: orders.tnantCd,
      appKeepYn: orders.appKeepYn,
      orderStatCd: orders.orderStatCd,
      wineKeepYn: stores.wineKeepYn,
      wineKeepDays: stores.wineKeepDays,
    })
    .from(orders)
    .leftJoin(stores, eq(stores.tnantCd, orders.tnantCd))
    .where(eq(orders.orderNo, orderNo));
  return row ?? null;
}

export const findOrderLines = (db: Queryable, orderNo: string) =>
  db
    .select({
      orderItemNo: orderItems.orderItemNo,
      itemCd: orderItems.itemCd,
      itemNm: orderItems.itemNm,
      itemQty: orderItems.itemQty,
    })
    .from(orderItems)
    .where(eq(orderItems.orderNo, orderNo))
    .orderBy(orderItems.orderItemNo);

/** A new keep; false when the order already has one (the unique order index). */
export async function insertKeep(db: Queryable, row: typeof wineKeeps.$inferInsert): Promise<boolean> {
  const inserted = await db
    .insert(wineKeeps)
    .values(row)
    .onConflictDoNothing({ target: wineKeeps.orderNo })
    .returning({ keepNo: wineKeeps.keepNo });
  return inserted.length > 0;
}

export const insertLines = (db: Queryable, rows: (typeof wineKeepLines.$inferInsert)[]) =>
  db.insert(wineKeepLines).values(rows);

const keepColumns = {
  keepNo: wineKeeps.keepNo,
  orderNo: wineKeeps.orderNo,
  mberNo: wineKeeps.mberNo,
  tnantCd: wineKeeps.tnantCd,
  tnantNm: stores.name,
  barcode: wineKeeps.barcode,
  keptOn: wineKeeps.keptOn,
  collectBy: wineKeeps.collectBy,
  keepDays: wineKeeps.keepDays,
  extendedAt: wineKeeps.extendedAt,
  remindedAt: wineKeeps.remindedAt,
  createdAt: wineKeeps.createdAt,
  updatedAt: wineKeeps.updatedAt,
};

const selectKeeps = (db: Queryable) =>
  db.select(keepColumns).from(wineKeeps).innerJoin(stores, eq(stores.tnantCd, wineKeeps.tnantCd));

export const memberKeeps = (db: Queryable, mberNo: string): Promise<KeepRow[]> =>
  selectKeeps(db).where(eq(wineKeeps.mberNo, mberNo)).orderBy(asc(wineKeeps.collectBy), desc(wineKeeps.keepNo));

export async function findKeep(db: Queryable, keepNo: string): Promise<KeepRow | null> {
  const [row] = await selectKeeps(db).where(eq(wineKeeps.keepNo, keepNo));
  return row ?? null;
}

export async function findKeepByBarcode(db: Queryable, barcode: string): Promise<KeepRow | null> {
  const [row] = await selectKeeps(db).where(eq(wineKeeps.barcode, barcode));
  return row ?? null;
}

export const linesOf = (db: Queryable, keepNos: string[]): Promise<KeepLineRow[]> =>
  keepNos.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(wineKeepLines)
        .where(inArray(wineKeepLines.keepNo, keepNos))
        .orderBy(wineKeepLines.keepNo, wineKeepLines.lineNo);

export const handOversOf = (db: Queryable, keepNo: string) =>
  db.select().from(wineKeepHandOvers).where(eq(wineKeepHandOvers.keepNo, keepNo)).orderBy(desc(wineKeepHandOvers.seq));

/** The one extension: only when none was made and the collect-by date has not passed. */
export async function extendKeep(db: Queryable, keepNo: string, mberNo: string, today: string, by: number, now: Date) {
  const rows = await db
    .update(wineKeeps)
    .set({
      collectBy: sql`to_char(${wineKeeps.collectBy}::date + ${by}::int, 'YYYY-MM-DD')`,
      extendedAt: now,
      // The reminder goes again 7 days before the new date.
      remindedAt: null,
      updatedAt: now,
    })
    .where(
      and(
        eq(wineKeeps.keepNo, keepNo),
        eq(wineKeeps.mberNo, mberNo),
        isNull(wineKeeps.extendedAt),
        gte(wineKeeps.collectBy, today),
      ),
    )
    .returning({ keepNo: wineKeeps.keepNo });
  return rows.length > 0;
}

/** Adds `qty` collected bottles to a line only while they stay within the kept quantity (conditional update). */
export async function collect(db: Queryable, keepNo: string, lineNo: number, qty: number) {
  const rows = await db
    .update(wineKeepLines)
    .set({ collectedQty: sql`${wineKeepLines.collectedQty} + ${qty}` })
    .where(
      and(
        eq(wineKeepLines.keepNo, keepNo),
        eq(wineKeepLines.lineNo, lineNo),
        sql`${wineKeepLines.collectedQty} + ${qty} <= ${wineKeepLines.keptQty}`,
      ),
    )
    .returning({ lineNo: wineKeepLines.lineNo });
  return rows.length > 0;
}

export const insertHandOver = (db: Queryable, row: typeof wineKeepHandOvers.$inferInsert) =>
  db.insert(wineKeepHandOvers).values(row);

export const touchKeep = (db: Queryable, keepNo: string, now: Date) =>
  db.update(wineKeeps).set({ updatedAt: now }).where(eq(wineKeeps.keepNo, keepNo));

/** Keeps whose reminder is due (collect-by within the window, not yet reminded) with bottles left. */
export const dueReminders = (db: Queryable, today: string, upTo: string) =>
  db
    .select({ keepNo: wineKeeps.keepNo })
    .from(wineKeeps)
    .where(
      and(
        isNull(wineKeeps.remindedAt),
        gte(wineKeeps.collectBy, today),
        lte(wineKeeps.collectBy, upTo),
        sql`exists (select 1 from ${wineKeepLines} l where l.keep_no = ${wineKeeps.keepNo} and l.collected_qty < l.kept_qty)`,
      ),
    )
    .limit(200);

/** Claims a keep's reminder (once: only while reminded_at is null); the keep or null. */
export async function claimReminder(db: Queryable, keepNo: string, now: Date) {
  const rows = await db
    .update(wineKeeps)
    .set({ remindedAt: now })
    .where(and(eq(wineKeeps.keepNo, keepNo), isNull(wineKeeps.remindedAt)))
    .returning({ mberNo: wineKeeps.mberNo, collectBy: wineKeeps.collectBy, tnantCd: wineKeeps.tnantCd });
  return rows[0] ?? null;
}
