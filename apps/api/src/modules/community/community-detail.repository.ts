import { sql } from "drizzle-orm";
import { type Queryable, queryRows } from "../../app/query";
import { inList } from "./community.repository";

/** Photos, polls and comments of posts (the parts a post is shown with). */

export type PhotoRow = { fileId: string; postNo: string };

export async function photosOf(db: Queryable, postNos: readonly string[]): Promise<PhotoRow[]> {
  if (postNos.length === 0) return [];
  return queryRows<PhotoRow>(
    db,
    sql`select file_id as "fileId", post_no as "postNo" from community_photos
      where post_no in (${inList(postNos)}) order by post_no, sort_ordr`,
  );
}

export type PollRow = { postNo: string; question: string; closesAt: Date | string | null };
export type OptionRow = { postNo: string; optionNo: number; label: string; count: number };

export async function pollsOf(db: Queryable, postNos: readonly string[], viewer: string) {
  if (postNos.length === 0) return { polls: [], options: [], mine: [] };
  const polls = await queryRows<PollRow>(
    db,
    sql`select post_no as "postNo", question, closes_at as "closesAt" from community_polls where post_no in (${inList(postNos)})`,
  );
  if (polls.length === 0) return { polls, options: [], mine: [] };
  const ids = polls.map((p) => p.postNo);
  const options = await queryRows<OptionRow>(
    db,
    sql`select o.post_no as "postNo", o.option_no as "optionNo", o.label,
      (select count(*) from community_poll_answers a where a.post_no = o.post_no and a.option_no = o.option_no)::int as count
      from community_poll_options o where o.post_no in (${inList(ids)}) order by o.post_no, o.option_no`,
  );
  const mine = await queryRows<{ postNo: string; optionNo: number }>(
    db,
    sql`select post_no as "postNo", option_no as "optionNo" from community_poll_answers
      where mber_no = ${viewer} and post_no in (${inList(ids)})`,
  );
  return { polls, options, mine };
}

export async function insertPoll(
  tx: Queryable,
  postNo: string,
  poll: { question: string; options: readonly string[]; closesAt: string | null },
) {
  await tx.execute(sql`insert into community_polls (post_no, question, closes_at)
    values (${postNo}, ${poll.question}, ${poll.closesAt})`);
  const values = sql.join(
    poll.options.map((label, i) => sql`(${postNo}, ${i + 1}, ${label})`),
    sql`, `,
  );
  await tx.execute(sql`insert into community_poll_options (post_no, option_no, label) values ${values}`);
}

export async function findPoll(db: Queryable, postNo: string) {
  const [row] = await queryRows<{ closesAt: Date | string | null; optionCount: number }>(
    db,
    sql`select closes_at as "closesAt",
      (select count(*) from community_poll_options o where o.post_no = p.post_no)::int as "optionCount"
      from community_polls p where post_no = ${postNo}`,
  );
  return row ?? null;
}

/** One answer per member and poll: false when the member had answered already. */
export async function insertAnswer(
  db: Queryable,
  postNo: string,
  mberNo: string,
  optionNo: number,
  now: Date,
): Promise<boolean> {
  const rows = await queryRows(
    db,
    sql`insert into community_poll_answers (post_no, mber_no, option_no, created_at)
      values (${postNo}, ${mberNo}, ${optionNo}, ${now}) on conflict do nothing returning 1`,
  );
  return rows.length > 0;
}

export type CommentRow = {
  commentNo: string;
  postNo: string;
  parentNo: string | null;
  content: string;
  deleted: boolean;
  authorNo: string;
  nickName: string;
  gradeNm: string;
  createdAt: Date | string;
};

const commentSelect = sql`select c.comment_no as "commentNo", c.post_no as "postNo", c.parent_no as "parentNo",
    c.content, c.deleted, m.mber_no as "authorNo",
    coalesce(m.nick_name, '회원' || right(m.mber_no, 4)) as "nickName", g.grad_nm as "gradeNm",
    c.created_at as "createdAt"
  from community_comments c join members m on m.mber_no = c.mber_no join grades g on g.grad_reg_no = m.grad_reg_no`;

/** A post's comments in writing order, without those of members the viewer blocked. */
export async function commentsOf(db: Queryable, postNo: string, viewer: string): Promise<CommentRow[]> {
  return queryRows<CommentRow>(
    db,
    sql`${commentSelect} where c.post_no = ${postNo} and not exists (select 1 from community_blocks b
      where b.mber_no = ${viewer} and b.blocked_mber_no = c.mber_no) order by c.created_at, c.comment_no`,
  );
}

export async function findComment(db: Queryable, commentNo: string): Promise<CommentRow | null> {
  const [row] = await queryRows<CommentRow>(db, sql`${commentSelect} where c.comment_no = ${commentNo}`);
  return row ?? null;
}

export async function insertComment(
  tx: Queryable,
  c: { commentNo: string; postNo: string; parentNo: string | null; mberNo: string; content: string },
  now: Date,
) {
  await tx.execute(sql`insert into community_comments (comment_no, post_no, parent_no, mber_no, content, created_at, updated_at)
    values (${c.commentNo}, ${c.postNo}, ${c.parentNo}, ${c.mberNo}, ${c.content}, ${now}, ${now})`);
  await tx.execute(sql`update community_posts set comment_count = comment_count + 1 where post_no = ${c.postNo}`);
}

export async function updateComment(tx: Queryable, commentNo: string, content: string, now: Date) {
  await tx.execute(
    sql`update community_comments set content = ${content}, updated_at = ${now} where comment_no = ${commentNo}`,
  );
}

export async function hasReplies(db: Queryable, commentNo: string): Promise<boolean> {
  const rows = await queryRows(db, sql`select 1 from community_comments where parent_no = ${commentNo} limit 1`);
  return rows.length > 0;
}

/** Removes a comment (kept as a marker while replies hang on it); the post's count follows. */
export async function removeComment(
  tx: Queryable,
  c: { commentNo: string; postNo: string; parentNo: string | null },
  keepMarker: boolean,
) {
  if (keepMarker) {
    await tx.execute(sql`update community_comments set deleted = true, content = '' where comment_no = ${c.commentNo}`);
  } else {
    await tx.execute(sql`delete from community_comments where comment_no = ${c.commentNo}`);
    // A deleted parent marker whose last reply went goes too.
    if (c.parentNo) {
      await tx.execute(sql`delete from community_comments p where p.comment_no = ${c.parentNo} and p.deleted
        and not exists (select 1 from community_comments r where r.parent_no = p.comment_no)`);
    }
  }
  await tx.execute(sql`delete from community_reports where target_type = 'comment' and target_no = ${c.commentNo}`);
  await tx.execute(
    sql`update community_posts set comment_count = greatest(comment_count - 1, 0) where post_no = ${c.postNo}`,
  );
}
