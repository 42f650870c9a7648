import { sql } from "drizzle-orm";
import { type Queryable, queryRows } from "../../app/query";
import { REVIEWABLE_ORDER_STATUSES } from "../orders";
import { type ReviewRow, reviewColumns, VISIBLE } from "./reviews.repository";

const reviewable = sql.join(
  REVIEWABLE_ORDER_STATUSES.map((s) => sql`${s}`),
  sql`, `,
);

/** The product's review stats: kept count and sum, and the visible reviews by rating and with photos. */
export async function productReviewStats(db: Queryable, itemCd: string) {
  const [product] = await queryRows<{ count: number; sum: number }>(
    db,
    sql`select review_count as count, review_sum as sum from products where item_cd = ${itemCd} and use_yn`,
  );
  if (!product) return null;
  const groups = await queryRows<{ rating: number; n: string | number; photos: string | number }>(
    db,
    sql`select rating, count(*) as n, count(*) filter (where photo_count > 0) as photos from reviews
      where item_cd = ${itemCd} and status = ${VISIBLE} group by rating`,
  );
  const distribution = [0, 0, 0, 0, 0];
  let photoCount = 0;
  for (const g of groups) {
    distribution[Number(g.rating) - 1] = Number(g.n);
    photoCount += Number(g.photos);
  }
  return { count: Number(product.count), sum: Number(product.sum), distribution, photoCount };
}

/** A page of the item's visible reviews: latest first, or best rated first (then latest). */
export async function pageProductReviews(
  db: Queryable,
  itemCd: string,
  o: { sort: "latest" | "rating"; photoOnly: boolean; limit: number; offset: number },
) {
  const photo = o.photoOnly ? sql`and r.photo_count > 0` : sql``;
  const order = o.sort === "rating" ? sql`r.rating desc, r.created_at desc` : sql`r.created_at desc`;
  const [total] = await queryRows<{ n: string | number }>(
    db,
    sql`select count(*) as n from reviews r where r.item_cd = ${itemCd} and r.status = ${VISIBLE} ${photo}`,
  );
  const rows = await queryRows<ReviewRow>(
    db,
    sql`select ${reviewColumns} from reviews r join members m on m.mber_no = r.mber_no
      where r.item_cd = ${itemCd} and r.status = ${VISIBLE} ${photo}
      order by ${order}, r.review_no desc limit ${o.limit} offset ${o.offset}`,
  );
  return { total: Number(total?.n ?? 0), rows };
}

/** The member's own reviews (hidden ones too), newest first. */
export async function pageMemberReviews(db: Queryable, mberNo: string, limit: number, offset: number) {
  const [total] = await queryRows<{ n: string | number }>(
    db,
    sql`select count(*) as n from reviews r join products p on p.item_cd = r.item_cd
      where r.mber_no = ${mberNo} and p.use_yn`,
  );
  const rows = await queryRows<ReviewRow>(
    db,
    sql`select ${reviewColumns} from reviews r join members m on m.mber_no = r.mber_no
      join products p on p.item_cd = r.item_cd
      where r.mber_no = ${mberNo} and p.use_yn
      order by r.created_at desc, r.review_no desc limit ${limit} offset ${offset}`,
  );
  return { total: Number(total?.n ?? 0), rows };
}

/** Items the member bought (picked up or delivered) and has not reviewed: latest order of each. */
export async function writableItems(db: Queryable, mberNo: string, limit: number) {
  return queryRows<{ itemCd: string; orderNo: string; orderedAt: Date | string }>(
    db,
    sql`select item_cd as "itemCd", order_no as "orderNo", ordered_at as "orderedAt" from (
        select distinct on (i.item_cd) i.item_cd, o.order_no, o.created_at as ordered_at
        from orders o join order_items i on i.order_no = o.order_no
        join products p on p.item_cd = i.item_cd and p.use_yn
        where o.mber_no = ${mberNo} and o.order_stat_cd in (${reviewable})
          and not exists (select 1 from reviews r where r.mber_no = ${mberNo} and r.item_cd = i.item_cd)
        order by i.item_cd, o.created_at desc, o.order_no desc
      ) w order by ordered_at desc, item_cd limit ${limit}`,
  );
}
