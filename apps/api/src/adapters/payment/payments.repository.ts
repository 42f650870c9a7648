import { and, eq } from "drizzle-orm";
import type { Queryable } from "../../app/db";
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
  approval: { paymentKey: string; cardNo: string; approvedAt: Date },
) {
  await db
    .update(payments)
    .set({ status: "DONE", ...approval })
    .where(eq(payments.orderNo, orderNo));
}
