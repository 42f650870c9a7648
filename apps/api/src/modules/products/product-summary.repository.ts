import { CATALOGUE_CODE_GROUPS } from "@cellar/contracts";
import { type SQL, sql } from "drizzle-orm";

/** Price today: the period sale price when it is lower than the regular price. */
export const effectivePrice = sql`least(p.sale_uprc, coalesce(p.period_price, p.sale_uprc))`;

/**
 * The summary columns of `products p` (with the category and country names joined by
 * `summaryJoins`); stock and wish-list flags are per-row subqueries, so select them only for the
 * rows of one page. They are scalar subqueries with `limit 1`, not `exists`: PostgreSQL plans an
 * `exists` in the select list as a hashed subplan over the whole stock table (16,000 rows read for
 * every home list or cart, 3 ms), where these probe the primary key for the rows shown (decision 451).
 */
export function summaryColumns(mberNo: string | null): SQL {
  return sql`p.item_cd as "itemCd", p.item_nm as "itemNm", p.item_eng_nm as "itemEngNm",
    p.clas_l_cd as "clasLCd", p.clas_m_cd as "clasMCd", coalesce(cm.cd_nm, '') as "clasMNm",
    p.country_cd as "countryCd", coalesce(cc.cd_nm, p.country_cd) as "countryNm", p.region_nm as "regionNm",
    p.vintage, p.volume_ml as "volumeMl", p.abv, p.sale_uprc as "saleUprc", p.period_price as "periodPrice",
    p.score, p.review_count as "reviewCount", p.review_sum as "reviewSum", p.file_id as "fileId",
    p.adult_only as "adultOnly", p.member_only as "memberOnly", p.released_at as "releasedAt",
    p.sales_rank as "salesRank",
    not coalesce((select true from product_stock s where s.item_cd = p.item_cd and s.qty > 0 limit 1), false) as "soldOut",
    ${mberNo ? sql`coalesce((select true from attention a where a.mber_no = ${mberNo} and a.item_cd = p.item_cd limit 1), false)` : sql`false`} as "isAttention"`;
}

export const summaryJoins = sql`left join common_codes cm on cm.grp_cd = ${CATALOGUE_CODE_GROUPS.category} and cm.cd = p.clas_m_cd
  left join common_codes cc on cc.grp_cd = ${CATALOGUE_CODE_GROUPS.country} and cc.cd = p.country_cd`;
