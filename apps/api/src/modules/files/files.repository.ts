import { sql } from "drizzle-orm";
import { type Queryable, queryRows } from "../../app/query";

/** The product whose images have this file id (its label art is drawn from these columns). */
export async function findProductImage(db: Queryable, fileId: string) {
  const [row] = await queryRows<{
    itemCd: string;
    itemNm: string;
    itemEngNm: string;
    producer: string | null;
    vintage: number | null;
    clasMCd: string;
    imageCount: number;
  }>(
    db,
    sql`select item_cd as "itemCd", item_nm as "itemNm", item_eng_nm as "itemEngNm", producer, vintage,
        clas_m_cd as "clasMCd", image_count as "imageCount"
      from products where file_id = ${fileId}`,
  );
  return row ?? null;
}

/** The promotion or exhibition banner with this file id. */
export async function findBannerImage(db: Queryable, fileId: string) {
  const [row] = await queryRows<{ code: string; title: string; subtitle: string; bgColor: string }>(
    db,
    sql`select promotion_no as code, title, subtitle, bg_color as "bgColor" from promotions where file_id = ${fileId}
      union all select exhibition_no, title, subtitle, bg_color from exhibitions where file_id = ${fileId}`,
  );
  return row ?? null;
}

/** An uploaded file (review photos). */
export async function findUpload(db: Queryable, fileId: string, seq: number) {
  const [row] = await queryRows<{ contentType: string; bytes: Uint8Array }>(
    db,
    sql`select content_type as "contentType", bytes from files where file_id = ${fileId} and file_seq_no = ${seq}`,
  );
  return row ?? null;
}
