import { sql } from "drizzle-orm";
import { type Queryable, queryRows } from "../../app/query";
import { notifyRestocked } from "./restock.repository";

export type StockChange = { before: number; after: number; notified: string[] };

/**
 * Moves the stock of an item at a store by `delta` (negative for a sale) in one statement, never
 * below zero: answers null when there is not enough. When the store's stock goes from 0 to more,
 * the members waiting for it are notified (notifyRestocked) in the same transaction. Orders take
 * and give back stock through it, and stock receipts add it.
 */
export async function adjustStoreStock(
  db: Queryable,
  itemCd: string,
  tnantCd: string,
  delta: number,
  now = new Date(),
): Promise<StockChange | null> {
  if (!Number.isInteger(delta)) throw new Error("delta must be a whole number");
  return db.transaction(async (tx) => {
    // A sale only updates an existing row; a receipt creates the row when the store had none.
    const [row] = await queryRows<{ after: number }>(
      tx,
      delta < 0
        ? sql`update product_stock set qty = qty + ${delta}, updated_at = ${now}
            where item_cd = ${itemCd} and tnant_cd = ${tnantCd} and qty + ${delta} >= 0
            returning qty as "after"`
        : sql`insert into product_stock (item_cd, tnant_cd, qty, updated_at)
            values (${itemCd}, ${tnantCd}, ${delta}, ${now})
            on conflict (item_cd, tnant_cd) do update set qty = product_stock.qty + ${delta}, updated_at = ${now}
            returning qty as "after"`,
    );
    if (!row) return null;
    return finish(tx, itemCd, tnantCd, row.after - delta, row.after, now);
  });
}

/** Sets the stock of an item at a store (a stock count); notifies like adjustStoreStock. */
export async function setStoreStock(
  db: Queryable,
  itemCd: string,
  tnantCd: string,
  qty: number,
  now = new Date(),
): Promise<StockChange> {
  if (!Number.isInteger(qty) || qty < 0) throw new Error("qty must be a whole number of at least 0");
  return db.transaction(async (tx) => {
    const [old] = await queryRows<{ qty: number }>(
      tx,
      sql`select qty from product_stock where item_cd = ${itemCd} and tnant_cd = ${tnantCd} for update`,
    );
    await tx.execute(sql`insert into product_stock (item_cd, tnant_cd, qty, updated_at)
      values (${itemCd}, ${tnantCd}, ${qty}, ${now})
      on conflict (item_cd, tnant_cd) do update set qty = excluded.qty, updated_at = excluded.updated_at`);
    return finish(tx, itemCd, tnantCd, old?.qty ?? 0, qty, now);
  });
}

async function finish(tx: Queryable, itemCd: string, tnantCd: string, before: number, after: number, now: Date) {
  const notified = before === 0 && after > 0 ? await notifyRestocked(tx, itemCd, tnantCd, now) : [];
  return { before, after, notified };
}
