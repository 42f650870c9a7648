import { and, eq, gte, isNull, sql } from "drizzle-orm";
import { type Queryable, queryRows } from "../../app/query";
import { couponUses, orderItems, orderStatusHistory, orders } from "../orders";
import { productOptions } from "../products";

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;

export type MemberContext = {
  mberNo: string;
  korMberNm: string;
  mobile: string;
  email: string;
  isEmp: boolean;
  empNo: string | null;
  gradRate: number;
  prepaidBalance: number;
  stampBalance: number;
};

/** Who is ordering: name, contact, employee flag, grade rate, prepaid and stamp balances. */
export async function findMemberContext(db: Queryable, mberNo: string): Promise<MemberContext | null> {
  const [row] = await queryRows<MemberContext & { gradRate: string | number }>(
    db,
    sql`select m.mber_no as "mberNo", m.kor_mber_nm as "korMberNm",
        coalesce(m.tel_frst_no, '') || coalesce(m.tel_mid_no, '') || coalesce(m.tel_ind_no, '') as "mobile",
        coalesce(m.email, '') as "email", m.is_emp as "isEmp", m.emp_no as "empNo", g.grad_rate as "gradRate",
        m.prepaid_balance as "prepaidBalance", coalesce(s.balance, 0) as "stampBalance"
      from members m join grades g on g.grad_reg_no = m.grad_reg_no
      left join stamp_balances s on s.mber_no = m.mber_no
      where m.mber_no = ${mberNo}`,
  );
  return row ? { ...row, gradRate: Number(row.gradRate), stampBalance: Number(row.stampBalance) } : null;
}

/** Takes `qty` units of an option's own stock (a gift box, a glass set) if that many are left. */
export async function takeOptionStock(db: Queryable, optItemCd: string, qty: number) {
  const rows = await db
    .update(productOptions)
    .set({ stockQty: sql`${productOptions.stockQty} - ${qty}` })
    .where(and(eq(productOptions.optItemCd, optItemCd), gte(productOptions.stockQty, qty)))
    .returning({ stockQty: productOptions.stockQty });
  return rows.length === 1;
}

export async function putBackOptionStock(db: Queryable, optItemCd: string, qty: number) {
  await db
    .update(productOptions)
    .set({ stockQty: sql`${productOptions.stockQty} + ${qty}` })
    .where(eq(productOptions.optItemCd, optItemCd));
}

export async function insertCouponUse(
  db: Queryable,
  row: { cpnIssuNo: string; orderNo: string; dcAmt: number; usedAt: Date },
) {
  await db.insert(couponUses).values(row);
}

/** Gives an order's coupons back: the use is marked restored and the coupon issued again. */
export async function restoreCoupons(db: Queryable, orderNo: string, now: Date) {
  const restored = await db
    .update(couponUses)
    .set({ restoredAt: now })
    .where(and(eq(couponUses.orderNo, orderNo), isNull(couponUses.restoredAt)))
    .returning({ cpnIssuNo: couponUses.cpnIssuNo });
  for (const r of restored) {
    await db.execute(sql`update coupon_publications set status = 'ISSUED', used_at = null, used_order_no = null
      where cpn_issu_no = ${r.cpnIssuNo} and used_order_no = ${orderNo}`);
  }
  return restored.length;
}

export async function insertOrder(db: Queryable, row: typeof orders.$inferInsert) {
  await db.insert(orders).values(row);
}

export async function insertOrderItems(db: Queryable, rows: (typeof orderItems.$inferInsert)[]) {
  if (rows.length) await db.insert(orderItems).values(rows);
}

export async function addHistory(db: Queryable, orderNo: string, orderStatCd: string, at: Date, memo = "") {
  await db.insert(orderStatusHistory).values({ orderNo, orderStatCd, at, memo });
}

export async function findOrder(db: Queryable, mberNo: string | null, orderNo: string, lock = false) {
  const where = mberNo ? and(eq(orders.orderNo, orderNo), eq(orders.mberNo, mberNo)) : eq(orders.orderNo, orderNo);
  const q = db.select().from(orders).where(where);
  const [row] = lock ? await q.for("update") : await q;
  return row ?? null;
}

export async function findOrderByPayNo(db: Queryable, payNo: string, lock = false) {
  const q = db.select().from(orders).where(eq(orders.payNo, payNo));
  const [row] = lock ? await q.for("update") : await q;
  return row ?? null;
}

export async function findOrderItems(db: Queryable, orderNo: string) {
  return db.select().from(orderItems).where(eq(orderItems.orderNo, orderNo)).orderBy(orderItems.orderItemNo);
}

/** Moves an order from one status to another; false when it was not in `from` any more. */
export async function moveStatus(
  db: Queryable,
  orderNo: string,
  from: readonly string[],
  to: string,
  now: Date,
  set: Partial<typeof orders.$inferInsert> = {},
) {
  const rows = await db
    .update(orders)
    .set({ ...set, orderStatCd: to, updatedAt: now })
    .where(
      and(
        eq(orders.orderNo, orderNo),
        sql`${orders.orderStatCd} in (${sql.join(
          from.map((f) => sql`${f}`),
          sql`, `,
        )})`,
      ),
    )
    .returning({ orderNo: orders.orderNo });
  if (rows.length === 1) await addHistory(db, orderNo, to, now);
  return rows.length === 1;
}

export async function setPayAttempt(db: Queryable, orderNo: string, payNo: string, payMethod: string, now: Date) {
  await db
    .update(orders)
    .set({ payNo, payMethod, payAttempts: sql`${orders.payAttempts} + 1`, updatedAt: now })
    .where(eq(orders.orderNo, orderNo));
}

/** How many unpaid orders past their hold one sweep takes (the oldest first). */
export const EXPIRED_HOLDS_BATCH = 50;

/** Unpaid orders whose hold ran out (released by the caller, one by one). */
export async function expiredHolds(db: Queryable, now: Date, mberNo?: string) {
  return queryRows<{ orderNo: string }>(
    db,
    sql`select order_no as "orderNo" from orders where order_stat_cd = '00' and hold_until < ${now.toISOString()}::timestamptz
      ${mberNo ? sql`and mber_no = ${mberNo}` : sql``} order by hold_until limit ${EXPIRED_HOLDS_BATCH}`,
  );
}

/** The name of an order status (common code group ORDER_STAT); null for an unknown code. */
export async function orderStatusName(db: Queryable, orderStatCd: string): Promise<string | null> {
  const [name] = await queryRows<{ n: string }>(
    db,
    sql`select cd_nm as n from common_codes where grp_cd = 'ORDER_STAT' and cd = ${orderStatCd}`,
  );
  return name?.n ?? null;
}
