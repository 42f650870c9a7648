import type { ReturnStatus } from "@cellar/contracts";
import { and, asc, count, desc, eq, inArray, ne, sql } from "drizzle-orm";
import { payments } from "../../adapters/payment/payments.table";
import { type Queryable, queryRows } from "../../app/query";
import { couponUses, orderItems, orderStatusHistory, orders, shippingAddresses } from "../orders";
import { productOptions } from "../products";
import { returnHistory, returnLines, returnPhotos, returns } from "./returns.table";

export type ReturnRow = typeof returns.$inferSelect;
export const RETURN_PHOTO_KIND = "RETURN_PHOTO";

export async function findOrder(db: Queryable, mberNo: string, orderNo: string, lock = false) {
  const q = db
    .select()
    .from(orders)
    .where(and(eq(orders.orderNo, orderNo), eq(orders.mberNo, mberNo)));
  const [row] = lock ? await q.for("update") : await q;
  return row ?? null;
}
export type OrderRow = NonNullable<Awaited<ReturnType<typeof findOrder>>>;

export async function lockOrderByNo(db: Queryable, orderNo: string) {
  const [row] = await db.select().from(orders).where(eq(orders.orderNo, orderNo)).for("update");
  return row ?? null;
}

export async function orderPayNo(db: Queryable, orderNo: string) {
  const [row] = await db.select({ payNo: orders.payNo }).from(orders).where(eq(orders.orderNo, orderNo));
  return row?.payNo ?? null;
}

export const findOrderItems = (db: Queryable, orderNo: string) =>
  db.select().from(orderItems).where(eq(orderItems.orderNo, orderNo)).orderBy(orderItems.orderItemNo);

/** When the order reached one of the statuses (the latest time), or null. */
export async function reachedAt(db: Queryable, orderNo: string, statuses: readonly string[]) {
  const [row] = await db
    .select({ at: orderStatusHistory.at })
    .from(orderStatusHistory)
    .where(and(eq(orderStatusHistory.orderNo, orderNo), inArray(orderStatusHistory.orderStatCd, [...statuses])))
    .orderBy(desc(orderStatusHistory.seq))
    .limit(1);
  return row?.at ?? null;
}

/** Units of each line in the order's returns that are not refused. */
export async function returnedQty(db: Queryable, orderNo: string): Promise<Record<number, number>> {
  const rows = await db
    .select({ orderItemNo: returnLines.orderItemNo, qty: sql<number>`sum(${returnLines.qty})::int` })
    .from(returnLines)
    .innerJoin(returns, eq(returns.returnNo, returnLines.returnNo))
    .where(and(eq(returns.orderNo, orderNo), ne(returns.status, "REFUSED")))
    .groupBy(returnLines.orderItemNo);
  return Object.fromEntries(rows.map((r) => [r.orderItemNo, Number(r.qty)]));
}

/** What the order's refunded returns gave back so far, and the units they took. */
export async function refundedSoFar(db: Queryable, orderNo: string) {
  const done = await db
    .select()
    .from(returns)
    .where(and(eq(returns.orderNo, orderNo), eq(returns.status, "REFUNDED")));
  const soFar = { gateway: 0, prepaid: 0, returned: {} as Record<number, number> };
  for (const r of done) {
    soFar.gateway += r.refund?.gateway ?? 0;
    soFar.prepaid += r.refund?.prepaid ?? 0;
  }
  if (done.length > 0) {
    const lines = await db
      .select()
      .from(returnLines)
      .where(
        inArray(
          returnLines.returnNo,
          done.map((r) => r.returnNo),
        ),
      );
    for (const l of lines) soFar.returned[l.orderItemNo] = (soFar.returned[l.orderItemNo] ?? 0) + l.qty;
  }
  return soFar;
}

export async function findAddress(db: Queryable, mberNo: string, addrNo: number) {
  const [row] = await db
    .select()
    .from(shippingAddresses)
    .where(and(eq(shippingAddresses.addrNo, addrNo), eq(shippingAddresses.mberNo, mberNo)));
  return row ?? null;
}

export async function insertReturn(
  db: Queryable,
  row: typeof returns.$inferInsert,
  lines: { orderItemNo: number; qty: number; exchangeOptItemCd: string | null }[],
) {
  await db.insert(returns).values(row);
  await db.insert(returnLines).values(lines.map((l) => ({ returnNo: row.returnNo, ...l })));
}

export async function addHistory(db: Queryable, returnNo: string, status: ReturnStatus, memo: string, at: Date) {
  await db.insert(returnHistory).values({ returnNo, status, memo, at });
}

/** Moves the member's own photos (not on a review) to the return; false when one is not usable. */
export async function claimPhotos(
  db: Queryable,
  mberNo: string,
  returnNo: string,
  fileIds: string[],
  photoKind: string,
) {
  if (fileIds.length === 0) return true;
  const list = sql.join(
    fileIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const moved = await queryRows<{ fileId: string }>(
    db,
    sql`update files f set kind = ${RETURN_PHOTO_KIND} where f.file_id in (${list}) and f.mber_no = ${mberNo}
      and f.kind = ${photoKind} and not exists (select 1 from review_photos rp where rp.file_id = f.file_id)
      returning f.file_id as "fileId"`,
  );
  if (moved.length !== fileIds.length) return false;
  await db.insert(returnPhotos).values(fileIds.map((fileId, seq) => ({ returnNo, fileId, seq })));
  return true;
}

export async function findPhotoFile(db: Queryable, fileId: string) {
  const [row] = await queryRows<{ contentType: string; bytes: Buffer | Uint8Array }>(
    db,
    sql`select content_type as "contentType", bytes from files
      where file_id = ${fileId} and file_seq_no = 1 and kind = ${RETURN_PHOTO_KIND}`,
  );
  return row ?? null;
}

export async function findReturn(db: Queryable, returnNo: string, mberNo: string | null, lock = false) {
  const where = mberNo
    ? and(eq(returns.returnNo, returnNo), eq(returns.mberNo, mberNo))
    : eq(returns.returnNo, returnNo);
  const q = db.select().from(returns).where(where);
  const [row] = lock ? await q.for("update") : await q;
  return row ?? null;
}

export async function findReturnByFeePayNo(db: Queryable, payNo: string) {
  const [row] = await db.select().from(returns).where(eq(returns.feePayNo, payNo)).for("update");
  return row ?? null;
}

export async function updateReturn(db: Queryable, returnNo: string, set: Partial<typeof returns.$inferInsert>) {
  await db.update(returns).set(set).where(eq(returns.returnNo, returnNo));
}

export async function linesOf(db: Queryable, returnNos: string[]) {
  if (returnNos.length === 0) return [];
  return db
    .select({
      returnNo: returnLines.returnNo,
      orderItemNo: returnLines.orderItemNo,
      qty: returnLines.qty,
      exchangeOptItemCd: returnLines.exchangeOptItemCd,
      optItemCd: orderItems.optItemCd,
      itemNm: orderItems.itemNm,
      itemCd: orderItems.itemCd,
      tnantCd: orderItems.tnantCd,
      unitPrice: orderItems.saleUprc,
    })
    .from(returnLines)
    .innerJoin(returns, eq(returns.returnNo, returnLines.returnNo))
    .innerJoin(
      orderItems,
      and(eq(orderItems.orderNo, returns.orderNo), eq(orderItems.orderItemNo, returnLines.orderItemNo)),
    )
    .where(inArray(returnLines.returnNo, returnNos))
    .orderBy(returnLines.orderItemNo);
}

export const photosOf = (db: Queryable, returnNo: string) =>
  db.select().from(returnPhotos).where(eq(returnPhotos.returnNo, returnNo)).orderBy(asc(returnPhotos.seq));

export const historyOf = (db: Queryable, returnNo: string) =>
  db.select().from(returnHistory).where(eq(returnHistory.returnNo, returnNo)).orderBy(asc(returnHistory.seq));

export async function listReturns(
  db: Queryable,
  mberNo: string,
  orderNo: string | undefined,
  page: number,
  size: number,
) {
  const where = and(eq(returns.mberNo, mberNo), orderNo ? eq(returns.orderNo, orderNo) : undefined);
  const [total] = await db.select({ n: count() }).from(returns).where(where);
  const rows = await db
    .select()
    .from(returns)
    .where(where)
    .orderBy(desc(returns.createdAt), desc(returns.returnNo))
    .limit(size)
    .offset((page - 1) * size);
  return { rows, total: Number(total?.n ?? 0) };
}

/** The order's captured gateway payment (its current attempt). */
export async function orderPayment(db: Queryable, payNo: string | null) {
  if (!payNo) return null;
  const [row] = await db.select().from(payments).where(eq(payments.orderNo, payNo));
  return row ?? null;
}

/** Restores the coupons the order used (a whole order returned), as a cancel does. */
export async function restoreCoupons(db: Queryable, orderNo: string, now: Date) {
  const restored = await db
    .update(couponUses)
    .set({ restoredAt: now })
    .where(and(eq(couponUses.orderNo, orderNo), sql`${couponUses.restoredAt} is null`))
    .returning({ cpnIssuNo: couponUses.cpnIssuNo });
  for (const r of restored) {
    await db.execute(sql`update coupon_publications set status = 'ISSUED', used_at = null, used_order_no = null
      where cpn_issu_no = ${r.cpnIssuNo} and used_order_no = ${orderNo}`);
  }
}

export type OptionRow = typeof productOptions.$inferSelect;

/** The options of products (gift box, glass set), with their price and own stock. */
export async function optionsOf(db: Queryable, itemCds: string[]) {
  if (itemCds.length === 0) return [];
  return db
    .select()
    .from(productOptions)
    .where(inArray(productOptions.itemCd, [...new Set(itemCds)]))
    .orderBy(productOptions.optClasCd, productOptions.optItemCd);
}

/** Names of options by their code (a line's option and an exchange's). */
export async function optionNames(db: Queryable, optItemCds: string[]) {
  const codes = [...new Set(optItemCds.filter((c) => c !== ""))];
  if (codes.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ optItemCd: productOptions.optItemCd, optClasNm: productOptions.optClasNm })
    .from(productOptions)
    .where(inArray(productOptions.optItemCd, codes));
  return new Map(rows.map((r) => [r.optItemCd, r.optClasNm]));
}

/** Takes `qty` units of an option's own stock if that many are left (an exchange's reservation). */
export async function takeOptionStock(db: Queryable, optItemCd: string, qty: number) {
  const rows = await db
    .update(productOptions)
    .set({ stockQty: sql`${productOptions.stockQty} - ${qty}` })
    .where(and(eq(productOptions.optItemCd, optItemCd), sql`${productOptions.stockQty} >= ${qty}`))
    .returning({ stockQty: productOptions.stockQty });
  return rows.length === 1;
}

export async function putBackOptionStock(db: Queryable, optItemCd: string, qty: number) {
  await db
    .update(productOptions)
    .set({ stockQty: sql`${productOptions.stockQty} + ${qty}` })
    .where(eq(productOptions.optItemCd, optItemCd));
}

/**
 * Records a try at the gateway part of a refund (decision 421) without overwriting the rest of
 * the refund: `gatewayDone` once the provider answered yes, and how many tries were made.
 */
export async function noteGatewayTry(db: Queryable, returnNo: string, done: boolean, now: Date) {
  await db.execute(sql`update returns set refund = refund
      || jsonb_build_object('gatewayDone', (refund->>'gatewayDone')::boolean or ${done},
        'gatewayTries', coalesce((refund->>'gatewayTries')::int, 0) + 1, 'gatewayTriedAt', ${now.toISOString()}::text)
    where return_no = ${returnNo} and refund is not null`);
}

/** Refunded returns whose gateway part is still owed (the retry job's work), oldest first. */
export async function pendingGatewayRefunds(db: Queryable, limit: number) {
  const rows = await queryRows<{ returnNo: string }>(
    db,
    sql`select return_no as "returnNo" from returns where status = 'REFUNDED'
      and (refund->>'gatewayDone')::boolean is false and (refund->>'gateway')::int > 0
      order by updated_at limit ${limit}`,
  );
  return rows.map((r) => r.returnNo);
}
