import type { StoreService } from "@cellar/contracts";
import { type SQL, sql } from "drizzle-orm";
import { type Queryable, queryRows } from "../../app/query";
import { containsPattern } from "../search";

export type StoreRow = {
  tnantCd: string;
  tnantNm: string;
  region: string;
  district: string;
  baseAddr: string;
  detailAddr: string | null;
  tel: string;
  latitude: number;
  longitude: number;
  /** HH:mm:ss as the time column answers. */
  openTime: string;
  closeTime: string;
  pickup: boolean;
  wineKeep: boolean;
  tasting: boolean;
  favorite: boolean;
};

export type StoreFilter = { keyword?: string; region?: string; services: StoreService[]; favoriteOnly: boolean };

const SERVICE_COLUMN: Record<StoreService, SQL> = {
  pickup: sql`s.pickup_yn`,
  wineKeep: sql`s.wine_keep_yn`,
  tasting: sql`s.tasting_yn`,
};

const columns = (mberNo: string | null) => sql`s.tnant_cd as "tnantCd", s.name as "tnantNm", s.region,
  s.district, s.base_addr as "baseAddr", s.detail_addr as "detailAddr", s.tel, s.latitude, s.longitude,
  s.open_time::text as "openTime", s.close_time::text as "closeTime", s.pickup_yn as pickup,
  s.wine_keep_yn as "wineKeep", s.tasting_yn as tasting,
  ${mberNo ? sql`exists (select 1 from store_favorites f where f.mber_no = ${mberNo} and f.tnant_cd = s.tnant_cd)` : sql`false`} as favorite`;

/** Stores matching the filter, the member's favourites first, then by name. */
export async function listStores(db: Queryable, filter: StoreFilter, mberNo: string | null): Promise<StoreRow[]> {
  const where: SQL[] = [sql`true`];
  if (filter.keyword) {
    // Spaces are ignored on both sides, so 강남 구 finds 강남구 and 셀러청담 finds 셀러 청담점.
    const p = containsPattern(filter.keyword.replace(/\s+/g, "").toLowerCase());
    const squash = (col: SQL) => sql`lower(replace(${col}, ' ', '')) like ${p}`;
    where.push(
      sql`(${squash(sql`s.name`)} or ${squash(sql`s.district`)} or ${squash(sql`s.base_addr`)} or ${squash(sql`coalesce(s.detail_addr, '')`)} or ${squash(sql`s.region`)})`,
    );
  }
  if (filter.region) where.push(sql`s.region = ${filter.region}`);
  for (const service of filter.services) where.push(SERVICE_COLUMN[service]);
  if (filter.favoriteOnly) {
    if (!mberNo) return [];
    where.push(sql`exists (select 1 from store_favorites f where f.mber_no = ${mberNo} and f.tnant_cd = s.tnant_cd)`);
  }
  return queryRows<StoreRow>(
    db,
    sql`select ${columns(mberNo)} from stores s where ${sql.join(where, sql` and `)}
      order by favorite desc, s.name, s.tnant_cd`,
  );
}

export async function findStore(db: Queryable, tnantCd: string, mberNo: string | null): Promise<StoreRow | null> {
  const [row] = await queryRows<StoreRow>(
    db,
    sql`select ${columns(mberNo)} from stores s where s.tnant_cd = ${tnantCd}`,
  );
  return row ?? null;
}

export async function storeExists(db: Queryable, tnantCd: string): Promise<boolean> {
  const rows = await queryRows<{ one: number }>(db, sql`select 1 as one from stores where tnant_cd = ${tnantCd}`);
  return rows.length > 0;
}

/** Marks once: a second add keeps the first row. */
export async function insertFavorite(db: Queryable, mberNo: string, tnantCd: string, now: Date): Promise<void> {
  await db.execute(sql`insert into store_favorites (mber_no, tnant_cd, created_at) values (${mberNo}, ${tnantCd}, ${now})
    on conflict (mber_no, tnant_cd) do nothing`);
}

export async function deleteFavorite(db: Queryable, mberNo: string, tnantCd: string): Promise<number> {
  const rows = await queryRows<{ tnantCd: string }>(
    db,
    sql`delete from store_favorites where mber_no = ${mberNo} and tnant_cd = ${tnantCd} returning tnant_cd as "tnantCd"`,
  );
  return rows.length;
}

export async function findPickupCode(db: Queryable, mberNo: string): Promise<string | null> {
  const [row] = await queryRows<{ tnantCd: string }>(
    db,
    sql`select tnant_cd as "tnantCd" from pickup_stores where mber_no = ${mberNo}`,
  );
  return row?.tnantCd ?? null;
}

export async function upsertPickup(db: Queryable, mberNo: string, tnantCd: string, now: Date): Promise<void> {
  await db.execute(sql`insert into pickup_stores (mber_no, tnant_cd, updated_at) values (${mberNo}, ${tnantCd}, ${now})
    on conflict (mber_no) do update set tnant_cd = excluded.tnant_cd, updated_at = excluded.updated_at`);
}

export async function deletePickup(db: Queryable, mberNo: string): Promise<void> {
  await db.execute(sql`delete from pickup_stores where mber_no = ${mberNo}`);
}

/** Great-circle km in SQL (SPEC §9 Earth radius), from the stores' coordinates to a position. */
const kmFrom = (lat: number, lng: number) => sql`2 * 6371 * asin(least(1, sqrt(
  power(sin(radians(s.latitude - ${lat}) / 2), 2)
  + cos(radians(${lat})) * cos(radians(s.latitude)) * power(sin(radians(s.longitude - ${lng}) / 2), 2))))`;

/** The nearest store to a position and how far it is. */
export async function nearestStore(db: Queryable, lat: number, lng: number) {
  const [row] = await queryRows<{ baseAddr: string; district: string; km: number | string }>(
    db,
    sql`select s.base_addr as "baseAddr", s.district, ${kmFrom(lat, lng)} as km from stores s order by km, s.tnant_cd limit 1`,
  );
  return row ? { ...row, km: Number(row.km) } : null;
}

/** Products on sale whose name matches, with their stock at one store (0 when none), best match first. */
export async function stockAtStore(db: Queryable, tnantCd: string, match: { where: SQL; rank: SQL }, limit: number) {
  return queryRows<{ itemCd: string; itemNm: string; itemEngNm: string; fileId: string; qty: number }>(
    db,
    sql`select p.item_cd as "itemCd", p.item_nm as "itemNm", p.item_eng_nm as "itemEngNm", p.file_id as "fileId",
        coalesce(ps.qty, 0) as qty
      from products p left join product_stock ps on ps.item_cd = p.item_cd and ps.tnant_cd = ${tnantCd}
      where p.use_yn and ${match.where}
      order by ${match.rank}, (coalesce(ps.qty, 0) > 0) desc, p.sales_rank, p.item_cd limit ${limit}`,
  );
}
