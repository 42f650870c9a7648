import { CATALOGUE_CODE_GROUPS } from "@cellar/contracts";
import { type SQL, sql } from "drizzle-orm";
import { type Queryable, queryRows } from "../../app/query";
import { REVIEWABLE_ORDER_STATUSES } from "../orders";

const reviewable = sql.join(
  REVIEWABLE_ORDER_STATUSES.map((s) => sql`${s}`),
  sql`, `,
);
export const VISIBLE = "VISIBLE";
export const HIDDEN = "HIDDEN";

/** The latest order of the member that bought the item and is reviewable; null when none. */
export async function latestBoughtOrder(db: Queryable, mberNo: string, itemCd: string): Promise<string | null> {
  const [row] = await queryRows<{ orderNo: string }>(
    db,
    sql`select o.order_no as "orderNo" from orders o
      where o.mber_no = ${mberNo} and o.order_stat_cd in (${reviewable})
        and exists (select 1 from order_items i where i.order_no = o.order_no and i.item_cd = ${itemCd})
      order by o.created_at desc, o.order_no desc limit 1`,
  );
  return row?.orderNo ?? null;
}

export type ReviewRow = {
  reviewNo: string;
  itemCd: string;
  mberNo: string;
  rating: number;
  content: string;
  status: string;
  createdAt: Date | string;
  writerNm: string;
  photoIds: string[];
};

/** Columns of a review with its writer's name and its photo ids in order (alias r, members m). */
export const reviewColumns = sql`r.review_no as "reviewNo", r.item_cd as "itemCd", r.mber_no as "mberNo",
  r.rating, r.content, r.status, r.created_at as "createdAt",
  coalesce(m.nick_name, m.kor_mber_nm) as "writerNm",
  array(select rp.file_id from review_photos rp where rp.review_no = r.review_no order by rp.sort_ordr) as "photoIds"`;

export async function findReview(db: Queryable, reviewNo: string): Promise<ReviewRow | null> {
  const [row] = await queryRows<ReviewRow>(
    db,
    sql`select ${reviewColumns} from reviews r join members m on m.mber_no = r.mber_no where r.review_no = ${reviewNo}`,
  );
  return row ?? null;
}

/** Locks the review for the rest of the transaction (edits, deletes and reports queue up on it). */
export async function lockReview(db: Queryable, reviewNo: string) {
  const [row] = await queryRows<{ mberNo: string; itemCd: string; rating: number; status: string }>(
    db,
    sql`select mber_no as "mberNo", item_cd as "itemCd", rating, status from reviews
      where review_no = ${reviewNo} for update`,
  );
  return row ?? null;
}

/** Inserts the review unless the member already reviewed the item; answers whether it did. */
export async function insertReview(
  db: Queryable,
  r: { reviewNo: string; itemCd: string; mberNo: string; orderNo: string; rating: number; content: string },
  photoCount: number,
  now: Date,
): Promise<boolean> {
  const rows = await queryRows<{ reviewNo: string }>(
    db,
    sql`insert into reviews (review_no, item_cd, mber_no, order_no, rating, content, photo_count, created_at, updated_at)
      values (${r.reviewNo}, ${r.itemCd}, ${r.mberNo}, ${r.orderNo}, ${r.rating}, ${r.content}, ${photoCount}, ${now}, ${now})
      on conflict (mber_no, item_cd) do nothing returning review_no as "reviewNo"`,
  );
  return rows.length > 0;
}

export async function updateReviewText(
  db: Queryable,
  reviewNo: string,
  rating: number,
  content: string,
  photoCount: number,
  now: Date,
) {
  await db.execute(sql`update reviews set rating = ${rating}, content = ${content}, photo_count = ${photoCount},
    updated_at = ${now} where review_no = ${reviewNo}`);
}

export async function deleteReview(db: Queryable, reviewNo: string) {
  await db.execute(sql`delete from reviews where review_no = ${reviewNo}`);
}

/** Moves the product's review count and rating sum (visible reviews only). */
export async function moveProductStats(db: Queryable, itemCd: string, countDelta: number, sumDelta: number) {
  if (countDelta === 0 && sumDelta === 0) return;
  await db.execute(sql`update products set review_count = review_count + ${countDelta},
    review_sum = review_sum + ${sumDelta} where item_cd = ${itemCd}`);
}

export async function setStatus(db: Queryable, reviewNo: string, status: string) {
  await db.execute(sql`update reviews set status = ${status} where review_no = ${reviewNo}`);
}

export const inList = (values: readonly string[]): SQL =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/** Whether `reasonCd` is a review-report reason in use. */
export async function reportReasonExists(db: Queryable, reasonCd: string) {
  const rows = await queryRows<{ one: number }>(
    db,
    sql`select 1 as one from common_codes
      where grp_cd = ${CATALOGUE_CODE_GROUPS.reviewReport} and cd = ${reasonCd} and use_yn`,
  );
  return rows.length > 0;
}

/** Records the member's report of the review; false when they had reported it already. */
export async function insertReport(
  tx: Queryable,
  reviewNo: string,
  mberNo: string,
  input: { reasonCd: string; detail: string | null },
  now: Date,
): Promise<boolean> {
  const inserted = await queryRows<{ n: number }>(
    tx,
    sql`insert into review_reports (review_no, mber_no, reason_cd, detail, created_at)
      values (${reviewNo}, ${mberNo}, ${input.reasonCd}, ${input.detail}, ${now})
      on conflict (review_no, mber_no) do nothing returning 1 as n`,
  );
  return inserted.length > 0;
}

export async function countReports(tx: Queryable, reviewNo: string): Promise<number> {
  const [count] = await queryRows<{ n: string | number }>(
    tx,
    sql`select count(*) as n from review_reports where review_no = ${reviewNo}`,
  );
  return Number(count?.n ?? 0);
}
