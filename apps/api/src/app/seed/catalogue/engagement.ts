import { sql } from "drizzle-orm";
import { queryRows, type Tx } from "../../query";
import { insertBoughtOrders, insertRows, insertSeedPhotos, reviewText, seedReviewerReviews } from "./reviews";

const DAY = 86_400_000;
const DEMO = "M202103150001";
const BASIC = "M202308020002";

/**
 * Demo's extra purchases: [item, status, days ago]; W0005 and W0003 get reviewed, the rest wait.
 * All before this month, so demo's grade progress (this month's purchases) stays as seeded.
 */
const DEMO_BOUGHT: [string, string, number][] = [
  ["W0005", "06", 40],
  ["W0003", "03", 55],
  ["W0001", "06", 45],
  ["W0012", "06", 38],
  ["W0007", "03", 75],
];
/** [member, item, rating, photos, days ago]. */
const OWN_REVIEWS: [string, string, number, number, number][] = [
  [DEMO, "W0005", 4, 2, 35],
  [DEMO, "W0003", 5, 0, 50],
  [BASIC, "W0006", 4, 0, 3],
];
const DEMO_WISHES = ["W0001", "W0005", "W0009", "W0012", "W0007"];

/**
 * Seeds what members did with the catalogue: reviewer members' reviews (with photos) of popular
 * products, demo's bought orders with two reviews written and others still to write, basic's
 * review, demo's wish-list and restock sign-ups; then the products' review stats from the
 * reviews. Called at the end of the catalogue seed, once products exist.
 */
export async function seedEngagement(tx: Tx, now = new Date()): Promise<void> {
  await seedReviewerReviews(tx, now);
  await seedDemoPurchases(tx, now);
  await tx.execute(sql`update products p set review_count = s.n, review_sum = s.total
    from (select item_cd, count(*)::int as n, sum(rating)::int as total from reviews
      where status = 'VISIBLE' group by item_cd) s
    where p.item_cd = s.item_cd`);
  await seedLists(tx, now);
}

async function seedDemoPurchases(tx: Tx, now: Date) {
  const names = await queryRows<{ itemCd: string; itemNm: string; clasLCd: string; price: number }>(
    tx,
    sql`select item_cd as "itemCd", item_nm as "itemNm", clas_l_cd as "clasLCd", sale_uprc as price
      from products where item_cd between 'W0001' and 'W0012'`,
  );
  const byCode = new Map(names.map((n) => [n.itemCd, n]));
  const day = now.toISOString().slice(0, 10).replaceAll("-", "");
  const bought = DEMO_BOUGHT.flatMap(([itemCd, stat, daysAgo], i) => {
    const p = byCode.get(itemCd);
    if (!p) return [];
    const at = new Date(now.getTime() - daysAgo * DAY);
    return [{ orderNo: `O${day}${50001 + i}`, mberNo: DEMO, itemCd, itemNm: p.itemNm, price: p.price, at, stat }];
  });
  await insertBoughtOrders(tx, bought);
  // Reviews stand on the member's latest picked-up or delivered order of the item.
  const orders = await queryRows<{ mberNo: string; itemCd: string; orderNo: string }>(
    tx,
    sql`select distinct on (o.mber_no, i.item_cd) o.mber_no as "mberNo", i.item_cd as "itemCd", o.order_no as "orderNo"
      from orders o join order_items i on i.order_no = o.order_no
      where o.mber_no in (${DEMO}, ${BASIC}) and o.order_stat_cd in ('03', '06')
      order by o.mber_no, i.item_cd, o.created_at desc`,
  );
  const rows = OWN_REVIEWS.flatMap(([mberNo, itemCd, rating, photos, daysAgo], i) => {
    const order = orders.find((o) => o.mberNo === mberNo && o.itemCd === itemCd);
    const p = byCode.get(itemCd);
    if (!order || !p) return [];
    const at = new Date(now.getTime() - daysAgo * DAY).toISOString();
    const reviewNo = `RVD${String(i + 1).padStart(19, "0")}`;
    return [
      {
        reviewNo,
        mberNo,
        photos,
        row: {
          review_no: reviewNo,
          item_cd: itemCd,
          mber_no: mberNo,
          order_no: order.orderNo,
          rating,
          content: reviewText(p.clasLCd, rating, i + 3),
          photo_count: photos,
          status: "VISIBLE",
          created_at: at,
          updated_at: at,
        },
      },
    ];
  });
  await insertRows(
    tx,
    "reviews",
    rows.map((r) => r.row),
  );
  await insertSeedPhotos(
    tx,
    rows.filter((r) => r.photos > 0).map((r) => [r.reviewNo, r.mberNo, r.photos]),
    now,
    0xd0000,
  );
}

/** Demo's wish-list (newest first as listed) and restock sign-ups for items sold out. */
async function seedLists(tx: Tx, now: Date) {
  const best = await queryRows<{ itemCd: string }>(
    tx,
    sql`select item_cd as "itemCd" from products where use_yn and item_cd not between 'W0001' and 'W0012'
      order by sales_rank limit 3`,
  );
  const wishes = [...DEMO_WISHES, ...best.map((b) => b.itemCd)];
  await insertRows(
    tx,
    "attention",
    wishes.map((itemCd, i) => ({
      mber_no: DEMO,
      item_cd: itemCd,
      created_at: new Date(now.getTime() - (i + 1) * 3_600_000).toISOString(),
    })),
  );
  // One item sold out everywhere (any store will do) and one sold out at 청담점 (T0001) only.
  await tx.execute(sql`insert into restock_alarms (mber_no, item_cd, tnant_cd, created_at)
    (select ${DEMO}, p.item_cd, null::text, ${new Date(now.getTime() - 2 * DAY)}::timestamptz from products p
      where p.use_yn and not exists (select 1 from product_stock s where s.item_cd = p.item_cd and s.qty > 0)
      order by p.sales_rank limit 1)
    union all
    (select ${DEMO}, p.item_cd, 'T0001', ${new Date(now.getTime() - 5 * DAY)}::timestamptz from products p
      where p.use_yn and exists (select 1 from product_stock s where s.item_cd = p.item_cd and s.qty > 0)
        and not exists (select 1 from product_stock s where s.item_cd = p.item_cd and s.tnant_cd = 'T0001' and s.qty > 0)
      order by p.sales_rank limit 1)`);
}
