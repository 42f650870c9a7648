import type { ExhibitionType, PromotionPeriod } from "@cellar/contracts";
import { sql } from "drizzle-orm";
import { type Queryable, queryRows } from "../../app/query";
import { type SummaryRow, summariesWhere, summaryColumns, summaryJoins } from "../products";

export type BannerRow = {
  no: string;
  title: string;
  subtitle: string;
  startDate: string;
  endDate: string;
  bgColor: string;
  fileId: string;
  itemCount: number | string;
  type?: string;
  description?: string;
  contentHtml?: string;
};

/** Promotions of a period on a day (YYYY-MM-DD): ongoing by display order, upcoming soonest first, ended latest first. */
export async function findPromotions(db: Queryable, period: PromotionPeriod, today: string, limit = 50) {
  const where =
    period === "ONGOING"
      ? sql`x.start_date <= ${today} and x.end_date >= ${today}`
      : period === "UPCOMING"
        ? sql`x.start_date > ${today}`
        : sql`x.end_date < ${today}`;
  const order =
    period === "ONGOING"
      ? sql`x.sort_ordr, x.promotion_no`
      : period === "UPCOMING"
        ? sql`x.start_date, x.promotion_no`
        : sql`x.end_date desc, x.promotion_no`;
  return queryRows<BannerRow>(
    db,
    sql`select x.promotion_no as no, x.title, x.subtitle, x.start_date::text as "startDate", x.end_date::text as "endDate",
        x.bg_color as "bgColor", x.file_id as "fileId", x.description,
        (select count(*) from promotion_items i join products p on p.item_cd = i.item_cd and p.use_yn
          where i.promotion_no = x.promotion_no) as "itemCount"
      from promotions x where ${where} order by ${order} limit ${limit}`,
  );
}

export async function findPromotion(db: Queryable, promotionNo: string) {
  const [row] = await queryRows<BannerRow>(
    db,
    sql`select x.promotion_no as no, x.title, x.subtitle, x.start_date::text as "startDate", x.end_date::text as "endDate",
        x.bg_color as "bgColor", x.file_id as "fileId", x.description,
        (select count(*) from promotion_items i join products p on p.item_cd = i.item_cd and p.use_yn
          where i.promotion_no = x.promotion_no) as "itemCount"
      from promotions x where x.promotion_no = ${promotionNo}`,
  );
  return row ?? null;
}

/** Exhibitions of a type running on a day, display order. */
export async function findExhibitions(db: Queryable, type: ExhibitionType, today: string, limit = 50) {
  return queryRows<BannerRow>(
    db,
    sql`select x.exhibition_no as no, x.exhibition_type as type, x.title, x.subtitle, x.start_date::text as "startDate",
        x.end_date::text as "endDate", x.bg_color as "bgColor", x.file_id as "fileId",
        (select count(*) from exhibition_items i join products p on p.item_cd = i.item_cd and p.use_yn
          where i.exhibition_no = x.exhibition_no) as "itemCount"
      from exhibitions x where x.exhibition_type = ${type} and x.start_date <= ${today} and x.end_date >= ${today}
      order by x.sort_ordr, x.exhibition_no limit ${limit}`,
  );
}

export async function findExhibition(db: Queryable, exhibitionNo: string) {
  const [row] = await queryRows<BannerRow>(
    db,
    sql`select x.exhibition_no as no, x.exhibition_type as type, x.title, x.subtitle, x.start_date::text as "startDate",
        x.end_date::text as "endDate", x.bg_color as "bgColor", x.file_id as "fileId", x.content_html as "contentHtml",
        (select count(*) from exhibition_items i join products p on p.item_cd = i.item_cd and p.use_yn
          where i.exhibition_no = x.exhibition_no) as "itemCount"
      from exhibitions x where x.exhibition_no = ${exhibitionNo}`,
  );
  return row ?? null;
}

/** One page of a promotion's or exhibition's products in their display order. */
export async function pageBannerItems(
  db: Queryable,
  kind: "promotion" | "exhibition",
  no: string,
  page: { pageNo: number; pageSize: number },
  mberNo: string | null,
) {
  const items = kind === "promotion" ? sql`promotion_items` : sql`exhibition_items`;
  const key = kind === "promotion" ? sql`i.promotion_no` : sql`i.exhibition_no`;
  return queryRows<SummaryRow>(
    db,
    sql`select ${summaryColumns(mberNo)} from ${items} i join products p on p.item_cd = i.item_cd and p.use_yn
      ${summaryJoins}
      where ${key} = ${no} order by i.sort_ordr, p.item_cd
      limit ${page.pageSize} offset ${(page.pageNo - 1) * page.pageSize}`,
  );
}

const HOME_LISTS = {
  ranking: { where: sql`not p.member_only`, order: sql`p.sales_rank, p.item_cd` },
  newArrivals: { where: sql`not p.member_only`, order: sql`p.released_at desc, p.item_cd` },
  memberOnly: { where: sql`p.member_only`, order: sql`p.sales_rank, p.item_cd` },
};

/** A product list of the home page: best sellers, new arrivals or the members-only corner. */
export function homeProducts(
  db: Queryable,
  list: keyof typeof HOME_LISTS,
  limit: number,
  mberNo: string | null,
): Promise<SummaryRow[]> {
  return summariesWhere(db, HOME_LISTS[list].where, HOME_LISTS[list].order, limit, mberNo);
}
