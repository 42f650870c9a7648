import { CATALOGUE_CODE_GROUPS } from "@cellar/contracts";
import { type SQL, sql } from "drizzle-orm";
import { type Queryable, queryRows } from "../../app/query";

/** The most searched terms, ties broken by the latest search. */
export async function popularKeywords(db: Queryable, limit: number) {
  return queryRows<{ keyword: string; n: number | string }>(
    db,
    sql`select keyword, count(*) as n from search_log group by keyword
      order by count(*) desc, max(searched_at) desc, keyword limit ${limit}`,
  );
}

/** Product names for suggestions matching `where` over `products p`, best first. */
export async function suggestProducts(db: Queryable, where: SQL, rank: SQL, limit: number) {
  return queryRows<{ itemCd: string; itemNm: string; itemEngNm: string; fileId: string }>(
    db,
    sql`select p.item_cd as "itemCd", p.item_nm as "itemNm", p.item_eng_nm as "itemEngNm", p.file_id as "fileId"
      from products p where p.use_yn and ${where}
      order by ${rank}, p.sales_rank, p.item_cd limit ${limit}`,
  );
}

/** Words that name groups of products: categories, countries, grapes or bases, producers, regions. */
export async function keywordSources(db: Queryable): Promise<string[]> {
  const rows = await queryRows<{ word: string }>(
    db,
    sql`select cd_nm as word from common_codes where grp_cd in (${CATALOGUE_CODE_GROUPS.category}, ${CATALOGUE_CODE_GROUPS.country})
      union select distinct trim(g) from products, unnest(string_to_array(grape_or_base, ',')) g where use_yn
      union select distinct producer from products where use_yn and producer is not null
      union select distinct region_nm from products where use_yn and region_nm is not null`,
  );
  return rows.map((r) => r.word).filter((w) => w && w.length > 0);
}

/** Names of the products whose jamo are closest to a word (typo fallback, GIN trigram `<%`). */
export async function closestNames(db: Queryable, jamo: string, limit: number) {
  return queryRows<{ itemNm: string; itemEngNm: string; grapeOrBase: string | null; producer: string | null }>(
    db,
    sql`select p.item_nm as "itemNm", p.item_eng_nm as "itemEngNm", p.grape_or_base as "grapeOrBase", p.producer
      from products p where p.use_yn and ${jamo} <% p.search_jamo
      order by word_similarity(${jamo}, p.search_jamo) desc, p.sales_rank limit ${limit}`,
  );
}
