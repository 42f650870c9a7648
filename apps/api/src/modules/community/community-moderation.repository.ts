import { sql } from "drizzle-orm";
import { type Queryable, queryRows } from "../../app/query";
import { HIDDEN } from "./community.repository";

/** Reports and blocks. */

export async function insertReport(
  tx: Queryable,
  r: { targetType: string; targetNo: string; mberNo: string; reasonCd: string; detail: string },
  now: Date,
): Promise<boolean> {
  const rows = await queryRows(
    tx,
    sql`insert into community_reports (target_type, target_no, mber_no, reason_cd, detail, created_at)
      values (${r.targetType}, ${r.targetNo}, ${r.mberNo}, ${r.reasonCd}, ${r.detail}, ${now})
      on conflict do nothing returning 1`,
  );
  return rows.length > 0;
}

export async function countReporters(tx: Queryable, targetType: string, targetNo: string): Promise<number> {
  const [row] = await queryRows<{ n: string | number }>(
    tx,
    sql`select count(distinct mber_no) as n from community_reports where target_type = ${targetType} and target_no = ${targetNo}`,
  );
  return Number(row?.n ?? 0);
}

export async function memberExists(db: Queryable, mberNo: string): Promise<boolean> {
  return (await queryRows(db, sql`select 1 from members where mber_no = ${mberNo}`)).length > 0;
}

export async function insertBlock(db: Queryable, mberNo: string, blocked: string, now: Date) {
  await db.execute(sql`insert into community_blocks (mber_no, blocked_mber_no, created_at)
    values (${mberNo}, ${blocked}, ${now}) on conflict do nothing`);
}

export async function deleteBlock(db: Queryable, mberNo: string, blocked: string): Promise<boolean> {
  const rows = await queryRows(
    db,
    sql`delete from community_blocks where mber_no = ${mberNo} and blocked_mber_no = ${blocked} returning 1`,
  );
  return rows.length > 0;
}

export async function listBlocks(db: Queryable, mberNo: string) {
  return queryRows<{ authorNo: string; nickName: string; gradeNm: string; blockedAt: Date | string }>(
    db,
    sql`select m.mber_no as "authorNo", coalesce(m.nick_name, '회원' || right(m.mber_no, 4)) as "nickName",
      g.grad_nm as "gradeNm", b.created_at as "blockedAt"
      from community_blocks b join members m on m.mber_no = b.blocked_mber_no
      join grades g on g.grad_reg_no = m.grad_reg_no
      where b.mber_no = ${mberNo} order by b.created_at desc`,
  );
}

/** Posts hidden by reports, oldest first, with their reports (store side). */
export async function hiddenPosts(db: Queryable) {
  return queryRows<{
    postNo: string;
    board: string;
    text: string;
    status: string;
    authorNo: string;
    nickName: string;
    gradeNm: string;
    createdAt: Date | string;
  }>(
    db,
    sql`select p.post_no as "postNo", p.board, p.text, p.status, m.mber_no as "authorNo",
      coalesce(m.nick_name, '회원' || right(m.mber_no, 4)) as "nickName", g.grad_nm as "gradeNm", p.created_at as "createdAt"
      from community_posts p join members m on m.mber_no = p.mber_no join grades g on g.grad_reg_no = m.grad_reg_no
      where p.status = ${HIDDEN} order by p.created_at limit 200`,
  );
}

export async function postReports(db: Queryable, postNo: string) {
  return queryRows<{ reasonCd: string; detail: string; createdAt: Date | string }>(
    db,
    sql`select reason_cd as "reasonCd", detail, created_at as "createdAt" from community_reports
      where target_type = 'post' and target_no = ${postNo} order by created_at`,
  );
}
