import { sql } from "drizzle-orm";
import { type Queryable, queryRows } from "../../app/query";
import { inList } from "./community.repository";

export async function insertPhoto(
  db: Queryable,
  p: { fileId: string; mberNo: string; bytes: Buffer; thumbBytes: Buffer; width: number; height: number },
  now: Date,
) {
  await db.execute(sql`insert into community_photos (file_id, mber_no, bytes, thumb_bytes, width, height, created_at)
    values (${p.fileId}, ${p.mberNo}, ${p.bytes}, ${p.thumbBytes}, ${p.width}, ${p.height}, ${now})`);
}

/** Photos the member uploaded but never attached, older than `before` (abandoned post forms). */
export async function deleteAbandonedPhotos(db: Queryable, mberNo: string, before: Date) {
  await db.execute(
    sql`delete from community_photos where mber_no = ${mberNo} and post_no is null and created_at < ${before}`,
  );
}

export async function countLoosePhotos(db: Queryable, mberNo: string): Promise<number> {
  const [row] = await queryRows<{ n: string | number }>(
    db,
    sql`select count(*) as n from community_photos where mber_no = ${mberNo} and post_no is null`,
  );
  return Number(row?.n ?? 0);
}

/** The member's photos among `fileIds`, locked, with the post each is on (null when free). */
export async function lockOwnPhotos(db: Queryable, mberNo: string, fileIds: readonly string[]) {
  if (fileIds.length === 0) return [];
  return queryRows<{ fileId: string; postNo: string | null }>(
    db,
    sql`select file_id as "fileId", post_no as "postNo" from community_photos
      where file_id in (${inList(fileIds)}) and mber_no = ${mberNo} for update`,
  );
}

/** Makes `fileIds` the photos of the post in this order; photos it no longer shows are deleted. */
export async function replacePostPhotos(db: Queryable, postNo: string, fileIds: readonly string[]) {
  if (fileIds.length === 0) {
    await db.execute(sql`delete from community_photos where post_no = ${postNo}`);
    return;
  }
  await db.execute(sql`delete from community_photos where post_no = ${postNo} and file_id not in (${inList(fileIds)})`);
  for (const [i, id] of fileIds.entries()) {
    await db.execute(sql`update community_photos set post_no = ${postNo}, sort_ordr = ${i + 1} where file_id = ${id}`);
  }
}

export async function findPhoto(db: Queryable, fileId: string, thumb: boolean) {
  const [row] = await queryRows<{ bytes: Buffer | Uint8Array }>(
    db,
    thumb
      ? sql`select thumb_bytes as bytes from community_photos where file_id = ${fileId}`
      : sql`select bytes from community_photos where file_id = ${fileId}`,
  );
  return row ?? null;
}
