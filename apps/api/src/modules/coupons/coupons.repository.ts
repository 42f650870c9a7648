import type { CouponBenefit, CouponSearchType, CouponUseSe } from "@cellar/contracts";
import { PAID_ONLY_COUPON_CLASSES } from "@cellar/contracts";
import { type SQL, sql } from "drizzle-orm";
import { type Queryable, queryRows } from "../../app/query";
import { couponPublications } from "./coupons.table";

export type CouponRow = {
  cpnIssuNo: string;
  couponName: string;
  discountType: string;
  discountValue: number | null;
  couponUseSe: string;
  clssfcOfCponApplc: string;
  benefits: CouponBenefit[];
  couponPublishNo: string | null;
  validStartDate: string;
  validEndDate: string;
  status: CouponSearchType;
  usedAt: Date | string | null;
};

export type CouponFilter = {
  mberNo: string;
  /** YYYY-MM-DD in Asia/Seoul: decides expired and not-yet-valid. */
  today: string;
  searchType?: CouponSearchType;
  /** Non-paid members never see the paid-only classes. */
  paid: boolean;
  tnantMerchantNo?: string;
  cpnIssuNo?: string;
};

const statusSql = (today: string) => sql`case
  when p.status = 'USED' then 'USED'
  when p.status = 'WITHDRAWN' then 'NOT_AVAILABLE'
  when p.valid_end_date < ${today}::date then 'EXPIRED'
  when p.valid_start_date > ${today}::date then 'NOT_AVAILABLE'
  else 'AVAILABLE' end`;

function whereSql(f: CouponFilter): SQL {
  const parts: SQL[] = [sql`p.mber_no = ${f.mberNo}`];
  if (f.searchType) parts.push(sql`${statusSql(f.today)} = ${f.searchType}`);
  if (!f.paid) {
    parts.push(
      sql`d.clssfc_of_cpon_applc not in (${sql.join(
        PAID_ONLY_COUPON_CLASSES.map((c) => sql`${c}`),
        sql`, `,
      )})`,
    );
  }
  if (f.tnantMerchantNo) {
    // Usable at the store: no store restriction, all branches, or the store itself.
    parts.push(sql`(not jsonb_path_exists(d.benefits, '$[*].useRestrictedPolicies.availableMerchant[*]')
      or jsonb_path_exists(d.benefits, '$[*].useRestrictedPolicies.availableMerchant[*] ? (@.merchantNo == $a || @.merchantNo == $m)',
        jsonb_build_object('a', '0000000003', 'm', ${f.tnantMerchantNo}::text)))`);
  }
  if (f.cpnIssuNo) parts.push(sql`p.cpn_issu_no = ${f.cpnIssuNo}`);
  return sql.join(parts, sql` and `);
}

export async function countCoupons(db: Queryable, f: CouponFilter): Promise<number> {
  const [row] = await queryRows<{ n: string | number }>(
    db,
    sql`select count(*) as n from coupon_publications p join coupon_definitions d on d.cpn_cd = p.cpn_cd where ${whereSql(f)}`,
  );
  return Number(row?.n ?? 0);
}

export async function listCoupons(
  db: Queryable,
  f: CouponFilter,
  order: { column: "deadline" | "latest"; direction: "ASC" | "DESC" },
  page?: { limit: number; offset: number },
): Promise<CouponRow[]> {
  const column = order.column === "deadline" ? sql`p.valid_end_date` : sql`p.created_at`;
  const direction = order.direction === "ASC" ? sql`asc` : sql`desc`;
  const paging = page ? sql`limit ${page.limit} offset ${page.offset}` : sql``;
  return queryRows<CouponRow>(
    db,
    sql`select p.cpn_issu_no as "cpnIssuNo", d.coupon_name as "couponName", d.discount_type as "discountType",
        d.discount_value as "discountValue", d.coupon_use_se as "couponUseSe",
        d.clssfc_of_cpon_applc as "clssfcOfCponApplc", d.benefits, p.coupon_publish_no as "couponPublishNo",
        to_char(p.valid_start_date, 'YYYY-MM-DD') as "validStartDate",
        to_char(p.valid_end_date, 'YYYY-MM-DD') as "validEndDate",
        ${statusSql(f.today)} as status, p.used_at as "usedAt"
      from coupon_publications p join coupon_definitions d on d.cpn_cd = p.cpn_cd
      where ${whereSql(f)}
      order by ${column} ${direction}, p.cpn_issu_no ${direction}
      ${paging}`,
  );
}

/** A coupon definition's name and channel, or null for an unknown code (the roulette's prizes). */
export async function findDefinition(db: Queryable, cpnCd: string) {
  const [row] = await queryRows<{ cpnCd: string; couponName: string; couponUseSe: CouponUseSe }>(
    db,
    sql`select cpn_cd as "cpnCd", coupon_name as "couponName", coupon_use_se as "couponUseSe"
      from coupon_definitions where cpn_cd = ${cpnCd}`,
  );
  return row ?? null;
}

export async function insertPublication(db: Queryable, row: typeof couponPublications.$inferInsert) {
  await db.insert(couponPublications).values(row);
}

/**
 * Marks a coupon used for an order if, and only if, it is the member's, unused and valid on `today`:
 * one conditional UPDATE, so two orders racing for one coupon cannot both get it.
 */
export async function markUsed(
  db: Queryable,
  input: { mberNo: string; cpnIssuNo: string; orderNo: string; today: string; now: Date },
): Promise<boolean> {
  const rows = await queryRows<{ cpnIssuNo: string }>(
    db,
    sql`update coupon_publications set status = 'USED', used_at = ${input.now.toISOString()}::timestamptz,
        used_order_no = ${input.orderNo}
      where cpn_issu_no = ${input.cpnIssuNo} and mber_no = ${input.mberNo} and status = 'ISSUED'
        and valid_start_date <= ${input.today}::date and valid_end_date >= ${input.today}::date
      returning cpn_issu_no as "cpnIssuNo"`,
  );
  return rows.length === 1;
}
