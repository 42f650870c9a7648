import { and, asc, desc, eq, gt, gte, inArray, lt, sql } from "drizzle-orm";
import type { Queryable } from "../../app/query";
import { products } from "../products";
import { stores } from "../stores";
import {
  specialAttempts,
  specialCartLines,
  specialGuests,
  type specialOrderLines,
  type specialOrders,
  specialSaleItems,
  specialSales,
} from "./special-sales.table";

export type SaleRow = typeof specialSales.$inferSelect;
export type GuestRow = typeof specialGuests.$inferSelect;
export type OrderRow = typeof specialOrders.$inferSelect;
export type OrderLineRow = typeof specialOrderLines.$inferSelect;

export const findSaleByCodeHash = async (db: Queryable, hash: string) =>
  (await db.select().from(specialSales).where(eq(specialSales.inviteCodeHash, hash)))[0] ?? null;

export const findSale = async (db: Queryable, saleCd: string) =>
  (await db.select().from(specialSales).where(eq(specialSales.saleCd, saleCd)))[0] ?? null;

export const saleStores = (db: Queryable, tnantCds: string[]) =>
  db
    .select({ tnantCd: stores.tnantCd, tnantNm: stores.name, address: stores.baseAddr })
    .from(stores)
    .where(inArray(stores.tnantCd, tnantCds))
    .orderBy(asc(stores.tnantCd));

/** A guest's grant by its token, still valid at `now`. */
export const findGuestByToken = async (db: Queryable, tokenHash: string, now: Date) =>
  (
    await db
      .select()
      .from(specialGuests)
      .where(and(eq(specialGuests.tokenHash, tokenHash), gt(specialGuests.expiresAt, now)))
  )[0] ?? null;

/** A member's newest grant still valid at `now`. */
export const findMemberGrant = async (db: Queryable, mberNo: string, now: Date) =>
  (
    await db
      .select()
      .from(specialGuests)
      .where(and(eq(specialGuests.mberNo, mberNo), gt(specialGuests.expiresAt, now)))
      .orderBy(desc(specialGuests.createdAt))
      .limit(1)
  )[0] ?? null;

export const insertGuest = (db: Queryable, row: typeof specialGuests.$inferInsert) =>
  db.insert(specialGuests).values(row);

/** A member's grant for a sale: one row per member and sale, renewed on a second entry. */
export async function upsertMemberGrant(db: Queryable, row: typeof specialGuests.$inferInsert) {
  const [saved] = await db
    .insert(specialGuests)
    .values(row)
    .onConflictDoUpdate({ target: [specialGuests.saleCd, specialGuests.mberNo], set: { expiresAt: row.expiresAt } })
    .returning();
  return saved!;
}

const itemColumns = {
  itemCd: specialSaleItems.itemCd,
  specialPrice: specialSaleItems.specialPrice,
  orderLimit: specialSaleItems.orderLimit,
  stockQty: specialSaleItems.stockQty,
  itemNm: products.itemNm,
  itemEngNm: products.itemEngNm,
  fileId: products.fileId,
  volumeMl: products.volumeMl,
  abv: products.abv,
  normalPrice: products.saleUprc,
  adultOnly: products.adultOnly,
  description: products.description,
};
export const saleItems = (db: Queryable, saleCd: string) =>
  db
    .select(itemColumns)
    .from(specialSaleItems)
    .innerJoin(products, eq(products.itemCd, specialSaleItems.itemCd))
    .where(eq(specialSaleItems.saleCd, saleCd))
    .orderBy(asc(specialSaleItems.sortNo), asc(specialSaleItems.itemCd));

export type SaleItemRow = Awaited<ReturnType<typeof saleItems>>[number];

export const saleItem = async (db: Queryable, saleCd: string, itemCd: string): Promise<SaleItemRow | null> =>
  (
    await db
      .select(itemColumns)
      .from(specialSaleItems)
      .innerJoin(products, eq(products.itemCd, specialSaleItems.itemCd))
      .where(and(eq(specialSaleItems.saleCd, saleCd), eq(specialSaleItems.itemCd, itemCd)))
  )[0] ?? null;

/** Takes `qty` units of a limited bottle, never below zero; an unlimited one always answers true. */
export async function takeStock(db: Queryable, saleCd: string, itemCd: string, qty: number) {
  const rows = await db
    .update(specialSaleItems)
    .set({
      stockQty: sql`case when ${specialSaleItems.stockQty} is null then null else ${specialSaleItems.stockQty} - ${qty} end`,
    })
    .where(
      and(
        eq(specialSaleItems.saleCd, saleCd),
        eq(specialSaleItems.itemCd, itemCd),
        sql`(${specialSaleItems.stockQty} is null or ${specialSaleItems.stockQty} >= ${qty})`,
      ),
    )
    .returning({ itemCd: specialSaleItems.itemCd });
  return rows.length === 1;
}

export const giveBackStock = (db: Queryable, saleCd: string, itemCd: string, qty: number) =>
  db
    .update(specialSaleItems)
    .set({ stockQty: sql`${specialSaleItems.stockQty} + ${qty}` })
    .where(
      and(
        eq(specialSaleItems.saleCd, saleCd),
        eq(specialSaleItems.itemCd, itemCd),
        sql`${specialSaleItems.stockQty} is not null`,
      ),
    );

// The special cart

export const cartLines = (db: Queryable, guestId: string) =>
  db.select().from(specialCartLines).where(eq(specialCartLines.guestId, guestId)).orderBy(asc(specialCartLines.cartNo));

export async function addCartQty(db: Queryable, guestId: string, itemCd: string, qty: number, now: Date) {
  const [row] = await db
    .insert(specialCartLines)
    .values({ guestId, itemCd, qty, createdAt: now })
    .onConflictDoUpdate({
      target: [specialCartLines.guestId, specialCartLines.itemCd],
      set: { qty: sql`${specialCartLines.qty} + ${qty}` },
    })
    .returning();
  return row!;
}

export const setCartQty = async (db: Queryable, guestId: string, cartNo: number, qty: number) =>
  (
    await db
      .update(specialCartLines)
      .set({ qty })
      .where(and(eq(specialCartLines.guestId, guestId), eq(specialCartLines.cartNo, cartNo)))
      .returning()
  )[0] ?? null;

export const removeCartLines = (db: Queryable, guestId: string, cartNos: number[]) =>
  db
    .delete(specialCartLines)
    .where(and(eq(specialCartLines.guestId, guestId), inArray(specialCartLines.cartNo, cartNos)));

export const removeCartItems = (db: Queryable, guestId: string, itemCds: string[]) =>
  db
    .delete(specialCartLines)
    .where(and(eq(specialCartLines.guestId, guestId), inArray(specialCartLines.itemCd, itemCds)));

// Rate limits

/** Serialises the attempts of one key (a client address) for the rest of the transaction. */
export const lockKey = (db: Queryable, key: string) => db.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);

export async function countAttempts(db: Queryable, key: string, since: Date) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(specialAttempts)
    .where(and(eq(specialAttempts.key, key), gte(specialAttempts.createdAt, since)));
  return row?.n ?? 0;
}

export async function recordAttempt(db: Queryable, key: string, now: Date) {
  await db.insert(specialAttempts).values({ key, createdAt: now });
  await db.delete(specialAttempts).where(lt(specialAttempts.createdAt, new Date(now.getTime() - 86_400_000)));
}
