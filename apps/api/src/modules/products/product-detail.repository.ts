import { CATALOGUE_CODE_GROUPS } from "@cellar/contracts";
import { sql } from "drizzle-orm";
import { type Queryable, queryRows } from "../../app/query";
import { REVIEWABLE_ORDER_STATUSES } from "../orders";
import type { SummaryRow } from "./product-summary";
import { summaryColumns, summaryJoins } from "./product-summary.repository";
import { inList } from "./products.repository";

export type DetailRow = SummaryRow & {
  imageCount: number;
  producer: string | null;
  grapeOrBase: string | null;
  description: string;
  aroma: string | null;
  palate: string | null;
  finish: string | null;
  body: number | null;
  sweetness: number | null;
  acidity: number | null;
  tannin: number | null;
  memberPrice: number | null;
  empPrice: number | null;
  eventPrice: number | null;
  eventNm: string | null;
  eventEndDate: string | null;
  storesInStock: number | string;
  pairings: { cd: string; cdNm: string }[];
  options: { optItemCd: string; optClasCd: string; optClasNm: string; saleUprc: number; soldOut: boolean }[];
  /** Who asks (null for a guest): employee flag, restock sign-up and review eligibility for this item. */
  viewer: { isEmp: boolean; restockAlarm: boolean; canReview: boolean } | null;
};

/**
 * The product with its detail columns, its pairings and options, and (for a member) what the page
 * shows them alone: one statement, so a product page costs one round trip (decision 471). Null when
 * unknown or withdrawn.
 */
export async function findDetail(db: Queryable, itemCd: string, mberNo: string | null): Promise<DetailRow | null> {
  const [row] = await queryRows<DetailRow>(
    db,
    sql`select ${summaryColumns(mberNo)}, p.image_count as "imageCount", p.producer, p.grape_or_base as "grapeOrBase",
        p.description, p.aroma, p.palate, p.finish, p.body, p.sweetness, p.acidity, p.tannin,
        p.member_price as "memberPrice", p.emp_price as "empPrice", p.event_price as "eventPrice",
        p.event_nm as "eventNm", p.event_end_date::text as "eventEndDate",
        (select count(*) from product_stock s where s.item_cd = p.item_cd and s.qty > 0) as "storesInStock",
        coalesce((select json_agg(json_build_object('cd', pp.pairing_cd, 'cdNm', coalesce(c.cd_nm, pp.pairing_cd))
            order by c.sort_ordr nulls last, pp.pairing_cd)
          from product_pairings pp
          left join common_codes c on c.grp_cd = ${CATALOGUE_CODE_GROUPS.pairing} and c.cd = pp.pairing_cd
          where pp.item_cd = p.item_cd), '[]'::json) as pairings,
        coalesce((select json_agg(json_build_object('optItemCd', o.opt_item_cd, 'optClasCd', o.opt_clas_cd,
            'optClasNm', o.opt_clas_nm, 'saleUprc', o.sale_uprc, 'soldOut', o.stock_qty <= 0)
            order by o.opt_clas_cd, o.opt_item_cd)
          from product_options o where o.item_cd = p.item_cd), '[]'::json) as options,
        ${mberNo ? viewerOf(mberNo) : sql`null::json`} as viewer
      from products p ${summaryJoins}
      where p.item_cd = ${itemCd} and p.use_yn`,
  );
  return row ?? null;
}

/** The member's employee flag, restock sign-up and review eligibility for the product `p`. */
function viewerOf(mberNo: string) {
  return sql`(select json_build_object('isEmp', m.is_emp,
      'restockAlarm', exists (select 1 from restock_alarms ra
        where ra.mber_no = m.mber_no and ra.item_cd = p.item_cd and ra.notified_at is null),
      'canReview', exists (select 1 from orders o join order_items i on i.order_no = o.order_no
          where o.mber_no = m.mber_no and i.item_cd = p.item_cd and o.order_stat_cd in (${inList(REVIEWABLE_ORDER_STATUSES)}))
        and not exists (select 1 from reviews r where r.mber_no = m.mber_no and r.item_cd = p.item_cd))
    from members m where m.mber_no = ${mberNo})`;
}

/** Stock per store, store order; every store, with 0 where the product is not listed. */
export async function findStock(db: Queryable, itemCd: string, inStockOnly: boolean, tnantCd?: string) {
  return queryRows<{ tnantCd: string; tnantNm: string; qty: number }>(
    db,
    sql`select s.tnant_cd as "tnantCd", s.name as "tnantNm", coalesce(ps.qty, 0) as qty
      from stores s left join product_stock ps on ps.tnant_cd = s.tnant_cd and ps.item_cd = ${itemCd}
      where true ${inStockOnly ? sql`and ps.qty > 0` : sql``} ${tnantCd ? sql`and s.tnant_cd = ${tnantCd}` : sql``}
      order by s.tnant_cd`,
  );
}
