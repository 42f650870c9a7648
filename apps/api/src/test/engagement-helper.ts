import { CATALOGUE_CODE_GROUPS } from "@cellar/contracts";
import { sql } from "drizzle-orm";
import type { Db } from "../app/query";
import { member, type TestServer } from "./harness";

export const PRODUCT = "/product-api/v1.0.0/api";

let seq = 0;
/** A unique code for a test's own product (never one of the seeded catalogue). */
export const newItemCd = () => `TX${Date.now().toString(36).slice(-5)}${(seq++).toString(36)}`.toUpperCase();

/** Inserts a product of the test's own, in stock at T0001 (qty) unless qty is 0. */
export async function insertProduct(db: Db, itemCd: string, o: { qty?: number; itemNm?: string } = {}) {
  const name = o.itemNm ?? `테스트 와인 ${itemCd}`;
  await db.execute(sql`insert into products (item_cd, item_nm, item_eng_nm, clas_l_cd, clas_m_cd, country_cd,
      volume_ml, abv, sale_uprc, period_price, description, file_id, sales_rank, search_text, search_chosung, search_jamo)
    values (${itemCd}, ${name}, ${`Test Wine ${itemCd}`}, '10', '1010', 'FR', 750, 13.5, 50000, 45000,
      '테스트 상품', ${`IMG${itemCd}`}, 9999, ${itemCd.toLowerCase()}, '', '')`);
  if ((o.qty ?? 5) > 0) {
    await db.execute(
      sql`insert into product_stock (item_cd, tnant_cd, qty) values (${itemCd}, 'T0001', ${o.qty ?? 5})`,
    );
  }
}

let orderSeq = 0;
/** An order of the member holding the item, in the given status (03 picked up by default). */
export async function insertOrder(db: Db, mberNo: string, itemCd: string, status = "03", at = new Date()) {
  orderSeq += 1;
  const orderNo = `OT${Date.now().toString(36)}${orderSeq}`.toUpperCase();
  await db.execute(sql`insert into orders (order_no, mber_no, tnant_cd, order_stat_cd, order_amt, net_amt, created_at)
    values (${orderNo}, ${mberNo}, 'T0001', ${status}, 50000, 50000, ${at})`);
  await db.execute(sql`insert into order_items (order_no, order_item_no, item_cd, item_nm, item_qty, sale_uprc)
    values (${orderNo}, 1, ${itemCd}, '테스트 와인', 1, 50000)`);
  return orderNo;
}

/** Extra sign-in members sharing demo's password (for reports by many members). */
export async function insertMembers(db: Db, count: number): Promise<string[]> {
  const ids = Array.from({ length: count }, () => `rv${Date.now().toString(36)}${(seq++).toString(36)}`);
  for (const [i, loginId] of ids.entries()) {
    await db.execute(sql`insert into members (mber_no, login_id, password_hash, kor_mber_nm, grad_reg_no,
        first_scrb_de, ctmmny_no)
      select ${`MT${Date.now()}${i}${seq}`}, ${loginId}, password_hash, '리뷰어', 'G01', '2024-01-01', '1000'
      from members where login_id = 'demo'`);
  }
  return ids;
}

/** A new member of the test's own (demo's password), signed in: their member headers and number. */
export async function newSignedInMember(t: TestServer) {
  const [loginId] = await insertMembers(t.database.db, 1);
  const { access, res } = await t.login(loginId!);
  return { headers: member(access), mberNo: (res.body.data as { mberNo: string }).mberNo };
}

/** The review report reasons (the catalogue seed has them; a test database may not yet). */
export async function ensureReportReasons(db: Db) {
  await db.execute(sql`insert into common_codes (grp_cd, cd, cd_nm, cd_eng_nm, sort_ordr) values
      (${CATALOGUE_CODE_GROUPS.reviewReport}, '01', '욕설/비방', 'Abuse', 1),
      (${CATALOGUE_CODE_GROUPS.reviewReport}, '99', '기타', 'Other', 99)
    on conflict do nothing`);
}

/** Bytes that start like the named image type (enough for the magic-byte check). */
export function imageBytes(kind: "jpeg" | "png" | "webp" | "gif", size = 64): Uint8Array {
  const heads = {
    jpeg: [0xff, 0xd8, 0xff, 0xe0],
    png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    webp: [0x52, 0x49, 0x46, 0x46, 0x10, 0, 0, 0, 0x57, 0x45, 0x42, 0x50],
    gif: [0x47, 0x49, 0x46, 0x38, 0x39, 0x61],
  };
  const bytes = new Uint8Array(size);
  bytes.set(heads[kind]);
  return bytes;
}

/** Uploads a photo as multipart/form-data the way the web does. */
export async function upload(base: string, headers: Record<string, string>, bytes: Uint8Array, type = "image/jpeg") {
  const form = new FormData();
  // A copy on a plain ArrayBuffer, as the DOM typing of Blob asks.
  form.append("file", new Blob([new Uint8Array(bytes)], { type }), "photo.jpg");
  const res = await fetch(`${base}${PRODUCT}/reviews/photos`, { method: "POST", headers, body: form });
  return { status: res.status, body: (await res.json()) as { code: string; message: string; data: unknown } };
}
