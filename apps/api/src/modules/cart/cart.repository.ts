import { and, asc, countDistinct, eq, inArray, sql } from "drizzle-orm";
import type { Queryable } from "../../app/query";
import { members } from "../members";
import { cartItems } from "./cart.table";

export type CartRow = typeof cartItems.$inferSelect;

export async function lockCartOwner(tx: Queryable, mberNo: string) {
  await tx.select({ mberNo: members.mberNo }).from(members).where(eq(members.mberNo, mberNo)).for("update");
}

export async function countCartRows(db: Queryable, mberNo: string): Promise<number> {
  const [row] = await db
    .select({ n: countDistinct(cartItems.cartNo) })
    .from(cartItems)
    .where(eq(cartItems.mberNo, mberNo));
  return row?.n ?? 0;
}

/** The member's lines in the order they were first added. */
export async function listCartRows(db: Queryable, mberNo: string, cartNos?: number[]): Promise<CartRow[]> {
  const where = cartNos
    ? and(eq(cartItems.mberNo, mberNo), inArray(cartItems.cartNo, cartNos.length ? cartNos : [-1]))
    : eq(cartItems.mberNo, mberNo);
  return db.select().from(cartItems).where(where).orderBy(asc(cartItems.cartNo));
}

/** Adds to an equal line (item, store, option) or creates it; answers the line's new quantity. */
export async function addCartRow(
  db: Queryable,
  row: { mberNo: string; tnantCd: string; itemCd: string; optItemCd: string; itemQty: number },
  now: Date,
): Promise<CartRow> {
  const [saved] = await db
    .insert(cartItems)
    .values({ ...row, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [cartItems.mberNo, cartItems.tnantCd, cartItems.itemCd, cartItems.optItemCd],
      set: { itemQty: sql`least(${cartItems.itemQty} + excluded.item_qty, 99)`, updatedAt: now },
    })
    .returning();
  return saved!;
}

export async function setCartQty(db: Queryable, mberNo: string, cartNo: number, itemQty: number, now: Date) {
  const [row] = await db
    .update(cartItems)
    .set({ itemQty, updatedAt: now })
    .where(and(eq(cartItems.mberNo, mberNo), eq(cartItems.cartNo, cartNo)))
    .returning();
  return row ?? null;
}

export async function removeCartRows(db: Queryable, mberNo: string, cartNos: number[]) {
  if (cartNos.length === 0) return;
  await db.delete(cartItems).where(and(eq(cartItems.mberNo, mberNo), inArray(cartItems.cartNo, cartNos)));
}

/** Removes the lines an order took (its item, store and option). */
export async function removeOrderedLines(
  db: Queryable,
  mberNo: string,
  lines: { itemCd: string; tnantCd: string; optItemCd: string }[],
) {
  for (const l of lines) {
    await db
      .delete(cartItems)
      .where(
        and(
          eq(cartItems.mberNo, mberNo),
          eq(cartItems.itemCd, l.itemCd),
          eq(cartItems.tnantCd, l.tnantCd),
          eq(cartItems.optItemCd, l.optItemCd),
        ),
      );
  }
}
