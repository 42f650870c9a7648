import { and, asc, desc, eq, inArray, lt, sql } from "drizzle-orm";
import type { Queryable } from "../../app/query";
import { stores } from "../stores";
import { preorderArrivals, preorderMemberQty, preorderReservations, preorders } from "./preorders.table";

export type PreorderRow = typeof preorders.$inferSelect;
export type ReservationRow = typeof preorderReservations.$inferSelect;
export type ArrivalRow = typeof preorderArrivals.$inferSelect;

export const allPreorders = (db: Queryable) => db.select().from(preorders).orderBy(asc(preorders.startAt));

export const preordersOfItem = (db: Queryable, itemCd: string) =>
  db.select().from(preorders).where(eq(preorders.itemCd, itemCd)).orderBy(asc(preorders.startAt));

export async function findPreorder(db: Queryable, preorderCd: string) {
  const [row] = await db.select().from(preorders).where(eq(preorders.preorderCd, preorderCd));
  return row ?? null;
}

export async function insertPreorder(db: Queryable, row: typeof preorders.$inferInsert) {
  await db.insert(preorders).values(row);
}

export const storesOf = (db: Queryable, tnantCds: string[]) =>
  tnantCds.length
    ? db
        .select({ tnantCd: stores.tnantCd, name: stores.name, baseAddr: stores.baseAddr })
        .from(stores)
        .where(inArray(stores.tnantCd, tnantCds))
        .orderBy(asc(stores.name))
    : Promise.resolve([]);

export const arrivalsOf = (db: Queryable, preorderCds: string[]) =>
  preorderCds.length
    ? db.select().from(preorderArrivals).where(inArray(preorderArrivals.preorderCd, preorderCds))
    : Promise.resolve([] as ArrivalRow[]);

/** Records a store's arrival once; answers false when it was already recorded. */
export async function insertArrival(db: Queryable, row: ArrivalRow) {
  const rows = await db.insert(preorderArrivals).values(row).onConflictDoNothing().returning();
  return rows.length > 0;
}

/**
 * Holds units of the total (decision 411): one conditional update, so parallel reservations can
 * never take more than is left. Answers false when too few are left.
 */
export async function holdUnits(db: Queryable, preorderCd: string, qty: number) {
  const rows = await db
    .update(preorders)
    .set({ soldQty: sql`${preorders.soldQty} + ${qty}` })
    .where(and(eq(preorders.preorderCd, preorderCd), sql`${preorders.soldQty} + ${qty} <= ${preorders.totalQty}`))
    .returning({ soldQty: preorders.soldQty });
  return rows.length > 0;
}

export async function releaseUnits(db: Queryable, preorderCd: string, qty: number) {
  await db
    .update(preorders)
    .set({ soldQty: sql`greatest(0, ${preorders.soldQty} - ${qty})` })
    .where(eq(preorders.preorderCd, preorderCd));
}

/**
 * Holds a member's units against the per-member limit: insert or add, only while the sum stays
 * within the limit (the row is the lock parallel requests of one member queue on).
 */
export async function holdMemberQty(db: Queryable, preorderCd: string, mberNo: string, qty: number, limit: number) {
  if (qty > limit) return false;
  const rows = await db
    .insert(preorderMemberQty)
    .values({ preorderCd, mberNo, qty })
    .onConflictDoUpdate({
      target: [preorderMemberQty.preorderCd, preorderMemberQty.mberNo],
      set: { qty: sql`${preorderMemberQty.qty} + excluded.qty` },
      setWhere: sql`${preorderMemberQty.qty} + excluded.qty <= ${limit}`,
    })
    .returning({ qty: preorderMemberQty.qty });
  return rows.length > 0;
}

export async function releaseMemberQty(db: Queryable, preorderCd: string, mberNo: string, qty: number) {
  await db
    .update(preorderMemberQty)
    .set({ qty: sql`greatest(0, ${preorderMemberQty.qty} - ${qty})` })
    .where(and(eq(preorderMemberQty.preorderCd, preorderCd), eq(preorderMemberQty.mberNo, mberNo)));
}

export async function memberQtys(db: Queryable, mberNo: string, preorderCds: string[]) {
  if (!preorderCds.length) return new Map<string, number>();
  const rows = await db
    .select()
    .from(preorderMemberQty)
    .where(and(eq(preorderMemberQty.mberNo, mberNo), inArray(preorderMemberQty.preorderCd, preorderCds)));
  return new Map(rows.map((r) => [r.preorderCd, r.qty]));
}

export async function insertReservation(db: Queryable, row: typeof preorderReservations.$inferInsert) {
  await db.insert(preorderReservations).values(row);
}

export async function findReservation(db: Queryable, reservationNo: string, mberNo: string | null, lock = false) {
  const q = db
    .select()
    .from(preorderReservations)
    .where(
      and(
        eq(preorderReservations.reservationNo, reservationNo),
        mberNo === null ? undefined : eq(preorderReservations.mberNo, mberNo),
      ),
    );
  const [row] = lock ? await q.for("update") : await q;
  return row ?? null;
}

export async function findReservationByPayNo(db: Queryable, payNo: string) {
  const [row] = await db.select().from(preorderReservations).where(eq(preorderReservations.payNo, payNo)).for("update");
  return row ?? null;
}

/** A member's reservations to show (not the payments that never completed), newest first. */
export const memberReservations = (db: Queryable, mberNo: string) =>
  db
    .select()
    .from(preorderReservations)
    .where(
      and(eq(preorderReservations.mberNo, mberNo), sql`${preorderReservations.status} not in ('PAYING', 'FAILED')`),
    )
    .orderBy(desc(preorderReservations.reservedAt), desc(preorderReservations.reservationNo));

/**
 * Moves a reservation from one status to another, only when it still is in `from` (the row lock of
 * the update decides between a cancel and an arrival racing each other). Answers the row or null.
 */
export async function moveReservation(
  db: Queryable,
  reservationNo: string,
  from: string[],
  set: Partial<typeof preorderReservations.$inferInsert> & { status: string },
) {
  const rows = await db
    .update(preorderReservations)
    .set(set)
    .where(and(eq(preorderReservations.reservationNo, reservationNo), inArray(preorderReservations.status, from)))
    .returning();
  return rows[0] ?? null;
}

/** The paid reservations of a pre-order at a store, locked (the store records their arrival). */
export const paidAtStore = (db: Queryable, preorderCd: string, tnantCd: string) =>
  db
    .select()
    .from(preorderReservations)
    .where(
      and(
        eq(preorderReservations.preorderCd, preorderCd),
        eq(preorderReservations.tnantCd, tnantCd),
        eq(preorderReservations.status, "PAID"),
      ),
    )
    .orderBy(asc(preorderReservations.reservedAt))
    .for("update");

/** A member's reservations of a pre-order whose payment is still open (a new attempt replaces them). */
export const payingOfMember = (db: Queryable, mberNo: string, preorderCd: string) =>
  db
    .select()
    .from(preorderReservations)
    .where(
      and(
        eq(preorderReservations.mberNo, mberNo),
        eq(preorderReservations.preorderCd, preorderCd),
        eq(preorderReservations.status, "PAYING"),
      ),
    );

/** Reservations whose payment stayed open past its hold (the job gives their units back). */
export const stalePaying = (db: Queryable, before: Date) =>
  db
    .select()
    .from(preorderReservations)
    .where(and(eq(preorderReservations.status, "PAYING"), lt(preorderReservations.reservedAt, before)));

/** Arrived reservations whose last collection day has passed. */
export const overdueArrived = (db: Queryable, today: string) =>
  db
    .select()
    .from(preorderReservations)
    .where(and(eq(preorderReservations.status, "ARRIVED"), lt(preorderReservations.collectBy, today)));

/** Gives a reservation's coupon back to the member (the use recorded against the reservation). */
export async function restoreCoupon(db: Queryable, cpnIssuNo: string, reservationNo: string) {
  await db.execute(sql`update coupon_publications set status = 'ISSUED', used_at = null, used_order_no = null
    where cpn_issu_no = ${cpnIssuNo} and used_order_no = ${reservationNo}`);
}
