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
};

/** The product with its detail columns; null when unknown or withdrawn. */
export async function findDetail(db: Queryable, itemCd: string, mberNo: string | null): Promise<DetailRow | null> {
  const [row] = await queryRows<DetailRow>(
    db,
    sql`select ${summaryColumns(mberNo)}, p.image_count as "imageCount", p.producer, p.grape_or_base as "grapeOrBase",
        p.description, p.aroma, p.palate, p.finish, p.body, p.sweetness, p.acidity, p.tannin,
        p.member_price as "memberPrice", p.emp_price as "empPrice", p.event_price as "eventPrice",
        p.event_nm as "eventNm", p.event_end_date::text as "eventEndDate",
        (select count(*) from product_stock s where s.item_cd = p.item_cd and s.qty > 0) as "storesInStock"
      from products p ${summaryJoins}
      where p.item_cd = ${itemCd} and p.use_yn`,
  );
  return row ?? null;
}

export async function findPairings(db: Queryable, itemCd: string) {
  return queryRows<{ cd: string; cdNm: string }>(
    db,
    sql`select pp.pairing_cd as cd, coalesce(c.cd_nm, pp.pairing_cd) as "cdNm"
      from product_pairings pp
      left join common_codes c on c.grp_cd = ${CATALOGUE_CODE_GROUPS.pairing} and c.cd = pp.pairing_cd
      where pp.item_cd = ${itemCd} order by c.sort_ordr nulls last, pp.pairing_cd`,
  );
}

export async function findOptions(db: Queryable, itemCd: string) {
  return queryRows<{ optItemCd: string; optClasCd: string; optClasNm: string; saleUprc: number; soldOut: boolean }>(
    db,
    sql`select opt_item_cd as "optItemCd", opt_clas_cd as "optClasCd", opt_clas_nm as "optClasNm",
        sale_uprc as "saleUprc", stock_qty <= 0 as "soldOut"
      from product_options where item_cd = ${itemCd} order by opt_clas_cd, opt_item_cd`,
  );
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

/** Who asks: employee flag, restock sign-up and review eligibility for this item. */
export async function findViewer(db: Queryable, mberNo: string, itemCd: string) {
  const [row] = await queryRows<{ isEmp: boolean; restockAlarm: boolean; canReview: boolean }>(
    db,
    sql`select m.is_emp as "isEmp",
        exists (select 1 from restock_alarms ra where ra.mber_no = m.mber_no and ra.item_cd = ${itemCd} and ra.notified_at is null) as "restockAlarm",
        exists (select 1 from orders o join order_items i on i.order_no = o.order_no
          where o.mber_no = m.mber_no and i.item_cd = ${itemCd} and o.order_stat_cd in (${inList(REVIEWABLE_ORDER_STATUSES)}))
        and not exists (select 1 from reviews r where r.mber_no = m.mber_no and r.item_cd = ${itemCd}) as "canReview"
      from members m where m.mber_no = ${mberNo}`,
  );
  return row ?? null;
}
