import { and, desc, eq, inArray, lt } from "drizzle-orm";
import type { Queryable } from "../../app/query";
import { products } from "../products";
import { stores } from "../stores";
import { specialOrderLines, specialOrders, specialSales } from "./special-sales.table";

export const insertOrder = (db: Queryable, row: typeof specialOrders.$inferInsert) =>
  db.insert(specialOrders).values(row);
export const insertOrderLines = (db: Queryable, rows: (typeof specialOrderLines.$inferInsert)[]) =>
  db.insert(specialOrderLines).values(rows);

export async function findOrder(db: Queryable, orderNo: string, lock = false) {
  const query = db.select().from(specialOrders).where(eq(specialOrders.orderNo, orderNo));
  return (await (lock ? query.for("update") : query))[0] ?? null;
}

export const orderLines = (db: Queryable, orderNo: string) =>
  db.select().from(specialOrderLines).where(eq(specialOrderLines.orderNo, orderNo));

/** What an order shows beside its own row: the sale's title and the store's name. */
export async function orderContext(db: Queryable, saleCd: string, tnantCd: string) {
  const [sale] = await db
    .select({ title: specialSales.title })
    .from(specialSales)
    .where(eq(specialSales.saleCd, saleCd));
  const [store] = await db.select({ name: stores.name }).from(stores).where(eq(stores.tnantCd, tnantCd));
  return { saleTitle: sale?.title ?? "", tnantNm: store?.name ?? tnantCd };
}

/** Unpaid orders whose hold ran out (of a sale), or still open (of a guest), locked. */
export const staleOrders = (db: Queryable, saleCd: string, now: Date) =>
  db
    .select()
    .from(specialOrders)
    .where(and(eq(specialOrders.saleCd, saleCd), eq(specialOrders.status, "00"), lt(specialOrders.holdUntil, now)))
    .for("update", { skipLocked: true });

export const openOrdersOf = (db: Queryable, guestId: string) =>
  db
    .select()
    .from(specialOrders)
    .where(and(eq(specialOrders.guestId, guestId), eq(specialOrders.status, "00")))
    .for("update");

export async function setStatus(
  db: Queryable,
  orderNo: string,
  from: string[],
  set: Partial<typeof specialOrders.$inferInsert>,
) {
  const rows = await db
    .update(specialOrders)
    .set(set)
    .where(and(eq(specialOrders.orderNo, orderNo), inArray(specialOrders.status, from)))
    .returning();
  return rows[0] ?? null;
}

/** The store side's list: paid orders and after, newest first. */
export const storeOrders = (db: Queryable) =>
  db
    .select()
    .from(specialOrders)
    .where(inArray(specialOrders.status, ["01", "02", "03"]))
    .orderBy(desc(specialOrders.createdAt))
    .limit(100);

export type OrderRow = typeof specialOrders.$inferSelect;
export type OrderLineInsert = typeof specialOrderLines.$inferInsert & {
  normalPrice: number;
  unitPrice: number;
  qty: number;
  itemNm: string;
  itemCd: string;
};

export const orderLinesWithImages = (db: Queryable, orderNo: string) =>
  db
    .select({
      itemCd: specialOrderLines.itemCd,
      itemNm: specialOrderLines.itemNm,
      qty: specialOrderLines.qty,
      normalPrice: specialOrderLines.normalPrice,
      unitPrice: specialOrderLines.unitPrice,
      fileId: products.fileId,
    })
    .from(specialOrderLines)
    .leftJoin(products, eq(products.itemCd, specialOrderLines.itemCd))
    .where(eq(specialOrderLines.orderNo, orderNo));
