import { type SQL, sql } from "drizzle-orm";
import { type Queryable, queryRows } from "../../app/query";

export const VISIBLE = "VISIBLE";
export const HIDDEN = "HIDDEN";
export const REMOVED = "REMOVED";

export const inList = (values: readonly string[]): SQL =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

export type PostRow = {
  postNo: string;
  board: string;
  text: string;
  rating: number | null;
  tastingWords: string[];
  likeCount: number;
  commentCount: number;
  status: string;
  authorNo: string;
  nickName: string;
  gradeNm: string;
  liked: boolean;
  productCount: number;
  createdAt: Date | string;
  updatedAt: Date | string;
};

/** The author's nickname (or a masked stand-in) and grade, for posts and comments aliased `m`. */
const authorColumns = sql`m.mber_no as "authorNo",
  coalesce(m.nick_name, '회원' || right(m.mber_no, 4)) as "nickName", g.grad_nm as "gradeNm"`;

const postSelect = (viewer: string) => sql`select p.post_no as "postNo", p.board, p.text, p.rating,
    p.tasting_words as "tastingWords", p.like_count as "likeCount", p.comment_count as "commentCount",
    p.status, ${authorColumns},
    exists (select 1 from community_likes l where l.post_no = p.post_no and l.mber_no = ${viewer}) as liked,
    (select count(*) from community_post_products pp where pp.post_no = p.post_no)::int as "productCount",
    p.created_at as "createdAt", p.updated_at as "updatedAt"
  from community_posts p join members m on m.mber_no = p.mber_no join grades g on g.grad_reg_no = m.grad_reg_no`;

/** Not written by a member the viewer blocked. */
const notBlocked = (viewer: string, authorColumn: SQL) =>
  sql`not exists (select 1 from community_blocks b where b.mber_no = ${viewer} and b.blocked_mber_no = ${authorColumn})`;

const feedWhere = (board: string, viewer: string) =>
  sql`p.board = ${board} and p.status = ${VISIBLE} and ${notBlocked(viewer, sql`p.mber_no`)}`;

export async function feedPage(
  db: Queryable,
  q: { board: string; sort: "newest" | "popular"; limit: number; offset: number },
  viewer: string,
): Promise<PostRow[]> {
  const order =
    q.sort === "popular"
      ? sql`p.like_count desc, p.created_at desc, p.post_no desc`
      : sql`p.created_at desc, p.post_no desc`;
  return queryRows<PostRow>(
    db,
    sql`${postSelect(viewer)} where ${feedWhere(q.board, viewer)} order by ${order} limit ${q.limit} offset ${q.offset}`,
  );
}

export async function countFeed(db: Queryable, board: string, viewer: string): Promise<number> {
  const [row] = await queryRows<{ n: string | number }>(
    db,
    sql`select count(*) as n from community_posts p where ${feedWhere(board, viewer)}`,
  );
  return Number(row?.n ?? 0);
}

export async function findPostRow(db: Queryable, postNo: string, viewer: string): Promise<PostRow | null> {
  const [row] = await queryRows<PostRow>(db, sql`${postSelect(viewer)} where p.post_no = ${postNo}`);
  return row ?? null;
}

export async function isBlocked(db: Queryable, viewer: string, author: string): Promise<boolean> {
  const rows = await queryRows(
    db,
    sql`select 1 from community_blocks where mber_no = ${viewer} and blocked_mber_no = ${author}`,
  );
  return rows.length > 0;
}

export async function lockPost(tx: Queryable, postNo: string) {
  const [row] = await queryRows<{ mberNo: string; status: string; board: string }>(
    tx,
    sql`select mber_no as "mberNo", status, board from community_posts where post_no = ${postNo} for update`,
  );
  return row ?? null;
}

export type PostValues = {
  postNo: string;
  board: string;
  mberNo: string;
  text: string;
  rating: number | null;
  tastingWords: string[];
};

const textArray = (words: readonly string[]) =>
  words.length === 0 ? sql`'{}'::text[]` : sql`array[${inList(words)}]::text[]`;

export async function insertPost(tx: Queryable, p: PostValues, now: Date) {
  await tx.execute(sql`insert into community_posts (post_no, board, mber_no, text, rating, tasting_words, created_at, updated_at)
    values (${p.postNo}, ${p.board}, ${p.mberNo}, ${p.text}, ${p.rating}, ${textArray(p.tastingWords)}, ${now}, ${now})`);
}

export async function updatePost(tx: Queryable, p: Omit<PostValues, "mberNo">, now: Date) {
  await tx.execute(sql`update community_posts set board = ${p.board}, text = ${p.text}, rating = ${p.rating},
    tasting_words = ${textArray(p.tastingWords)}, updated_at = ${now} where post_no = ${p.postNo}`);
}

export async function deletePost(tx: Queryable, postNo: string) {
  await tx.execute(sql`delete from community_reports where target_type = 'comment'
    and target_no in (select comment_no from community_comments where post_no = ${postNo})`);
  await tx.execute(sql`delete from community_reports where target_type = 'post' and target_no = ${postNo}`);
  await tx.execute(sql`delete from community_posts where post_no = ${postNo}`);
}

export async function setPostStatus(tx: Queryable, postNo: string, status: string) {
  await tx.execute(sql`update community_posts set status = ${status} where post_no = ${postNo}`);
}

// linked products

export async function existingItemCds(db: Queryable, itemCds: readonly string[]): Promise<string[]> {
  if (itemCds.length === 0) return [];
  const rows = await queryRows<{ itemCd: string }>(
    db,
    sql`select item_cd as "itemCd" from products where item_cd in (${inList(itemCds)})`,
  );
  return rows.map((r) => r.itemCd);
}

export async function replacePostProducts(tx: Queryable, postNo: string, itemCds: readonly string[]) {
  await tx.execute(sql`delete from community_post_products where post_no = ${postNo}`);
  if (itemCds.length === 0) return;
  const values = sql.join(
    itemCds.map((cd, i) => sql`(${postNo}, ${cd}, ${i + 1})`),
    sql`, `,
  );
  await tx.execute(sql`insert into community_post_products (post_no, item_cd, sort_ordr) values ${values}`);
}

export async function postItemCds(db: Queryable, postNo: string): Promise<string[]> {
  const rows = await queryRows<{ itemCd: string }>(
    db,
    sql`select item_cd as "itemCd" from community_post_products where post_no = ${postNo} order by sort_ordr`,
  );
  return rows.map((r) => r.itemCd);
}

// likes: the (post, member) key decides, the counter moves only with a row that changed

export async function insertLike(tx: Queryable, postNo: string, mberNo: string, now: Date): Promise<boolean> {
  const rows = await queryRows(
    tx,
    sql`insert into community_likes (post_no, mber_no, created_at) values (${postNo}, ${mberNo}, ${now})
      on conflict do nothing returning 1`,
  );
  return rows.length > 0;
}

export async function deleteLike(tx: Queryable, postNo: string, mberNo: string): Promise<boolean> {
  const rows = await queryRows(
    tx,
    sql`delete from community_likes where post_no = ${postNo} and mber_no = ${mberNo} returning 1`,
  );
  return rows.length > 0;
}

export async function moveLikeCount(tx: Queryable, postNo: string, delta: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    tx,
    sql`update community_posts set like_count = like_count + ${delta} where post_no = ${postNo} returning like_count as n`,
  );
  return Number(row?.n ?? 0);
}

export async function likeCount(db: Queryable, postNo: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select like_count as n from community_posts where post_no = ${postNo}`,
  );
  return Number(row?.n ?? 0);
}

// rate limit: events in the database, counted under the member's row lock

export async function lockMember(tx: Queryable, mberNo: string) {
  await tx.execute(sql`select 1 from members where mber_no = ${mberNo} for update`);
}

export async function countActions(tx: Queryable, mberNo: string, kind: string, since: Date): Promise<number> {
  const [row] = await queryRows<{ n: string | number }>(
    tx,
    sql`select count(*) as n from community_actions where mber_no = ${mberNo} and kind = ${kind} and created_at > ${since}`,
  );
  return Number(row?.n ?? 0);
}

export async function recordAction(tx: Queryable, mberNo: string, kind: string, now: Date, forgetBefore: Date) {
  await tx.execute(sql`delete from community_actions where mber_no = ${mberNo} and created_at < ${forgetBefore}`);
  await tx.execute(sql`insert into community_actions (mber_no, kind, created_at) values (${mberNo}, ${kind}, ${now})`);
}
