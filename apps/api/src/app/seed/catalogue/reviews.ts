import { sql } from "drizzle-orm";
import { REVIEW_PHOTO_KIND } from "../../../modules/reviews";
import { queryRows, type Tx } from "../../query";
import { SEED_REVIEW_TEXTS, SEED_REVIEWERS } from "./review-data";
import { SEED_PHOTO_MOODS, seedPhotoPng } from "./review-photos";

const DAY = 86_400_000;
/** Products (by sales rank) that get reviews from the seeded reviewers. */
const REVIEWED_TOP = 240;
/** Reviewer member numbers: M20220615 + 9001…; no usable password, so nobody signs in as them. */
export const reviewerNo = (k: number) => `M20220615${9001 + k}`;

/** One INSERT … SELECT from a JSON array (one parameter for any number of rows). */
export async function insertRows(tx: Tx, table: string, rows: Record<string, unknown>[]) {
  if (rows.length === 0) return;
  const list = sql.raw(
    Object.keys(rows[0]!)
      .map((c) => `"${c}"`)
      .join(", "),
  );
  await tx.execute(sql`insert into ${sql.identifier(table)} (${list})
    select ${list} from json_populate_recordset(null::${sql.identifier(table)}, ${JSON.stringify(rows)}::json)`);
}

/** A stable number in 0..n-1 from two integers (the seed is the same every start). */
export const pick = (a: number, b: number, n: number) => (((a * 2_654_435_761) ^ (b * 40_503)) >>> 0) % n;

const RATINGS = [5, 5, 5, 5, 5, 5, 5, 5, 5, 4, 4, 4, 4, 4, 4, 4, 3, 3, 3, 2];

export function reviewText(clasLCd: string, rating: number, salt: number): string {
  const pool = SEED_REVIEW_TEXTS[clasLCd] ?? SEED_REVIEW_TEXTS["10"]!;
  const near = pool.filter(([floor]) => floor <= rating && floor >= rating - 1);
  const lowest = Math.min(...pool.map(([floor]) => floor));
  const choices = near.length > 0 ? near : pool.filter(([floor]) => floor === lowest);
  return choices[pick(salt, rating, choices.length)]![1];
}

type Bought = {
  orderNo: string;
  mberNo: string;
  itemCd: string;
  itemNm: string;
  price: number;
  at: Date;
  stat: string;
};

/** Orders (03 picked up / 06 delivered) with one line each: the purchases reviews stand on. */
export async function insertBoughtOrders(tx: Tx, bought: Bought[]) {
  await insertRows(
    tx,
    "orders",
    bought.map((b, i) => ({
      order_no: b.orderNo,
      mber_no: b.mberNo,
      tnant_cd: `T000${1 + (i % 8)}`,
      order_stat_cd: b.stat,
      order_amt: b.price,
      net_amt: b.price,
      created_at: b.at.toISOString(),
      updated_at: b.at.toISOString(),
    })),
  );
  await insertRows(
    tx,
    "order_items",
    bought.map((b) => ({
      order_no: b.orderNo,
      order_item_no: 1,
      item_cd: b.itemCd,
      item_nm: b.itemNm,
      item_qty: 1,
      sale_uprc: b.price,
    })),
  );
}

let images: Buffer[] | undefined;

/** Stores generated photos and hangs them on reviews: [reviewNo, how many photos]. */
export async function insertSeedPhotos(
  tx: Tx,
  owners: [reviewNo: string, mberNo: string, count: number][],
  now: Date,
  firstSeq = 0,
) {
  images ??= Array.from({ length: SEED_PHOTO_MOODS }, (_, i) => seedPhotoPng(i));
  let seq = firstSeq;
  const files: { fileId: string; mberNo: string; bytes: Buffer }[] = [];
  const links: { review_no: string; file_id: string; sort_ordr: number }[] = [];
  for (const [reviewNo, mberNo, count] of owners) {
    for (let i = 0; i < count; i++) {
      seq += 1;
      const fileId = `RP${seq.toString(16).padStart(24, "0")}`;
      files.push({ fileId, mberNo, bytes: images[pick(seq, count, images.length)]! });
      links.push({ review_no: reviewNo, file_id: fileId, sort_ordr: i + 1 });
    }
  }
  if (files.length === 0) return;
  await tx.execute(sql`insert into files (file_id, file_seq_no, content_type, bytes, byte_size, mber_no, kind, created_at)
    values ${sql.join(
      files.map(
        (f) =>
          sql`(${f.fileId}, 1, 'image/png', ${f.bytes}, ${f.bytes.length}, ${f.mberNo}, ${REVIEW_PHOTO_KIND}, ${now})`,
      ),
      sql`, `,
    )}`);
  await insertRows(tx, "review_photos", links);
}

/**
 * Reviews of the seeded reviewers: the better a product sells, the more of them bought and
 * reviewed it; about a third of the reviews of the fixed wines (W0001–W0012) carry photos.
 */
export async function seedReviewerReviews(tx: Tx, now: Date) {
  await insertRows(
    tx,
    "members",
    SEED_REVIEWERS.map(([nick, name], k) => ({
      mber_no: reviewerNo(k),
      login_id: `reviewer${String(k + 1).padStart(2, "0")}`,
      password_hash: "!",
      kor_mber_nm: name,
      nick_name: nick,
      grad_reg_no: "G01",
      first_scrb_de: "2022-06-15",
      ctmmny_no: "1000",
      mber_sttus_se_code: "01",
    })),
  );
  const top = await queryRows<{ itemCd: string; itemNm: string; clasLCd: string; price: number; rank: number }>(
    tx,
    sql`select item_cd as "itemCd", item_nm as "itemNm", clas_l_cd as "clasLCd", sale_uprc as price,
        row_number() over (order by (item_cd between 'W0001' and 'W0012') desc, sales_rank, item_cd)::int as rank
      from products where use_yn order by rank limit ${REVIEWED_TOP}`,
  );
  const bought: Bought[] = [];
  const reviews: Record<string, unknown>[] = [];
  const photos: [string, string, number][] = [];
  for (const p of top) {
    const share = Math.max(8, 75 - Math.floor(p.rank / 3));
    SEED_REVIEWERS.forEach((_, k) => {
      if (pick(p.rank, k + 1, 100) >= share) return;
      const n = reviews.length + 1;
      const rating = RATINGS[pick(p.rank, k + 7, RATINGS.length)]!;
      const at = new Date(now.getTime() - (2 + pick(p.rank, k + 3, 330)) * DAY);
      const orderAt = new Date(at.getTime() - (3 + pick(k, p.rank, 8)) * DAY);
      const orderNo = `O${orderAt.toISOString().slice(0, 10).replaceAll("-", "")}R${String(n).padStart(5, "0")}`;
      const mberNo = reviewerNo(k);
      const stat = n % 3 === 0 ? "06" : "03";
      bought.push({ orderNo, mberNo, itemCd: p.itemCd, itemNm: p.itemNm, price: p.price, at: orderAt, stat });
      const reviewNo = `RV${n.toString(16).padStart(20, "0")}`;
      const photoCount = p.itemCd.startsWith("W00") && pick(n, 5, 3) === 0 ? 1 + pick(n, 9, 3) : 0;
      if (photoCount > 0) photos.push([reviewNo, mberNo, photoCount]);
      reviews.push({
        review_no: reviewNo,
        item_cd: p.itemCd,
        mber_no: mberNo,
        order_no: orderNo,
        rating,
        content: reviewText(p.clasLCd, rating, n),
        photo_count: photoCount,
        status: "VISIBLE",
        created_at: at.toISOString(),
        updated_at: at.toISOString(),
      });
    });
  }
  await insertBoughtOrders(tx, bought);
  await insertRows(tx, "reviews", reviews);
  await insertSeedPhotos(tx, photos, now);
}
