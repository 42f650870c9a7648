import { sql } from "drizzle-orm";
import { type Queryable, queryRows } from "../../app/query";
import { inList } from "./reviews.repository";

export const REVIEW_PHOTO_KIND = "REVIEW_PHOTO";

/** Locks the member's row: one member's uploads take turns. */
export async function lockUploader(tx: Queryable, mberNo: string) {
  await tx.execute(sql`select 1 from members where mber_no = ${mberNo} for update`);
}

export async function insertPhoto(
  db: Queryable,
  p: { fileId: string; mberNo: string; contentType: string; bytes: Buffer },
  now: Date,
) {
  await db.execute(sql`insert into files (file_id, file_seq_no, content_type, bytes, byte_size, mber_no, kind, created_at)
    values (${p.fileId}, 1, ${p.contentType}, ${p.bytes}, ${p.bytes.length}, ${p.mberNo}, ${REVIEW_PHOTO_KIND}, ${now})`);
}

/** Photos the member uploaded but never attached, older than `before` (abandoned review forms). */
export async function deleteAbandonedPhotos(db: Queryable, mberNo: string, before: Date) {
  await db.execute(sql`delete from files f where f.mber_no = ${mberNo} and f.kind = ${REVIEW_PHOTO_KIND}
    and f.created_at < ${before}
    and not exists (select 1 from review_photos rp where rp.file_id = f.file_id)`);
}

/** How many photos the member uploaded since `since` that no review shows. */
export async function countLoosePhotos(db: Queryable, mberNo: string, since: Date): Promise<number> {
  const [row] = await queryRows<{ n: string | number }>(
    db,
    sql`select count(*) as n from files f where f.mber_no = ${mberNo} and f.kind = ${REVIEW_PHOTO_KIND}
      and f.created_at >= ${since} and not exists (select 1 from review_photos rp where rp.file_id = f.file_id)`,
  );
  return Number(row?.n ?? 0);
}

/**
 * Locks the member's uploaded photos among `fileIds` and answers each with the review it is
 * attached to (null when free). Ids that are not the member's photos are left out.
 */
export async function lockOwnPhotos(db: Queryable, mberNo: string, fileIds: readonly string[]) {
  if (fileIds.length === 0) return [];
  await queryRows(
    db,
    sql`select file_id from files where file_id in (${inList(fileIds)}) and mber_no = ${mberNo}
      and kind = ${REVIEW_PHOTO_KIND} for update`,
  );
  return queryRows<{ fileId: string; reviewNo: string | null }>(
    db,
    sql`select f.file_id as "fileId", rp.review_no as "reviewNo" from files f
      left join review_photos rp on rp.file_id = f.file_id
      where f.file_id in (${inList(fileIds)}) and f.mber_no = ${mberNo} and f.kind = ${REVIEW_PHOTO_KIND}`,
  );
}

/** Replaces the photos of a review; files it no longer shows are deleted. */
export async function replaceReviewPhotos(db: Queryable, reviewNo: string, fileIds: readonly string[]) {
  const dropped = await queryRows<{ fileId: string }>(
    db,
    sql`delete from review_photos where review_no = ${reviewNo} returning file_id as "fileId"`,
  );
  if (fileIds.length > 0) {
    const values = sql.join(
      fileIds.map((id, i) => sql`(${reviewNo}, ${id}, ${i + 1})`),
      sql`, `,
    );
    await db.execute(sql`insert into review_photos (review_no, file_id, sort_ordr) values ${values}`);
  }
  const gone = dropped.map((d) => d.fileId).filter((id) => !fileIds.includes(id));
  await deletePhotoFiles(db, gone);
}

export async function deletePhotoFiles(db: Queryable, fileIds: readonly string[]) {
  if (fileIds.length === 0) return;
  await db.execute(sql`delete from files where file_id in (${inList(fileIds)}) and kind = ${REVIEW_PHOTO_KIND}`);
}

export async function photoFileIdsOf(db: Queryable, reviewNo: string): Promise<string[]> {
  const rows = await queryRows<{ fileId: string }>(
    db,
    sql`select file_id as "fileId" from review_photos where review_no = ${reviewNo}`,
  );
  return rows.map((r) => r.fileId);
}

export async function findPhoto(db: Queryable, fileId: string) {
  const [row] = await queryRows<{ contentType: string; bytes: Buffer | Uint8Array }>(
    db,
    sql`select content_type as "contentType", bytes from files
      where file_id = ${fileId} and file_seq_no = 1 and kind = ${REVIEW_PHOTO_KIND}`,
  );
  return row ?? null;
}
