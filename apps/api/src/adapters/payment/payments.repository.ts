import { and, eq, gt, inArray, like, ne, sql } from "drizzle-orm";
import type { Queryable } from "../../app/query";
import { payments } from "./payments.table";

export type PaymentRow = typeof payments.$inferSelect;

export async function insertPayment(db: Queryable, row: typeof payments.$inferInsert) {
  await db.insert(payments).values(row);
}

export async function findPayment(db: Queryable, mberNo: string, orderNo: string, lock = false) {
  const query = db
    .select()
    .from(payments)
    .where(and(eq(payments.orderNo, orderNo), eq(payments.mberNo, mberNo)));
  const [row] = lock ? await query.for("update") : await query;
  return row ?? null;
}

export async function markDone(
  db: Queryable,
  orderNo: string,
  approval: { paymentKey: string; cardNo: string; cardCd?: string | null; cardName?: string | null; approvedAt: Date },
) {
  await db
    .update(payments)
    .set({ status: "DONE", ...approval })
    .where(eq(payments.orderNo, orderNo));
}

/** Moves a payment between statuses; false when it was not in `from`. */
export async function markStatus(db: Queryable, orderNo: string, from: string, to: string) {
  const rows = await db
    .update(payments)
    .set({ status: to })
    .where(and(eq(payments.orderNo, orderNo), eq(payments.status, from)))
    .returning({ orderNo: payments.orderNo });
  return rows.length === 1;
}

export async function findPaymentsByNo(db: Queryable, orderNo: string) {
  return db.select().from(payments).where(eq(payments.orderNo, orderNo));
}

/** Every payment attempt of an order (`<orderNo>-<n>`), oldest first. */
export async function findOrderPayments(db: Queryable, orderNo: string) {
  return db
    .select()
    .from(payments)
    .where(like(payments.orderNo, `${orderNo}-%`))
    .orderBy(payments.createdAt);
}

/** What a member's open (READY, still held) payments of one purpose add up to, but one of them. */
export async function openAmount(db: Queryable, mberNo: string, purpose: string, now: Date, except = "") {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${payments.amount}), 0)::int` })
    .from(payments)
    .where(
      and(
        eq(payments.mberNo, mberNo),
        eq(payments.purpose, purpose),
        eq(payments.status, "READY"),
        gt(payments.holdUntil, now),
        ne(payments.orderNo, except),
      ),
    );
  return row?.total ?? 0;
}

export async function setHoldUntil(db: Queryable, orderNo: string, holdUntil: Date) {
  await db.update(payments).set({ holdUntil }).where(eq(payments.orderNo, orderNo));
}

/** Refunds still owed (REFUNDING): the given payments, or the member's, or anyone's (at most 20). */
export async function findRefunding(db: Queryable, filter: { orderNos?: string[]; mberNo?: string }) {
  return db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.status, "REFUNDING"),
        filter.orderNos ? inArray(payments.orderNo, filter.orderNos) : undefined,
        filter.mberNo ? eq(payments.mberNo, filter.mberNo) : undefined,
      ),
    )
    .limit(20);
}
