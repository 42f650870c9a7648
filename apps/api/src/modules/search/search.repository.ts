import { CATALOGUE_CODE_GROUPS } from "@cellar/contracts";
import { type SQL, sql } from "drizzle-orm";
import { type Db, type Queryable, queryRows } from "../../app/query";
import { containsPattern, prefixPattern, type SearchPlan } from "./search.rules";

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

/** Whether the normalised search text of a product on sale contains `normalized` (LIKE, escaped). */
export async function someNameContains(db: Queryable, normalized: string): Promise<boolean> {
  const exists = await db.execute(
    sql`select 1 from products p where p.use_yn and p.search_text like ${`%${normalized.replace(/[\\%_]/g, (c) => `\\${c}`)}%`} limit 1`,
  );
  return (exists as unknown as { rows: unknown[] }).rows.length > 0;
}

/** `closestNames` with pg_trgm's word similarity threshold set to `threshold` for the one query. */
export async function closestNamesWithin(db: Db, jamo: string, limit: number, threshold: number) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${String(threshold)}, true)`);
    return closestNames(tx, jamo, limit);
  });
}

/**
 * Where and rank over `products p` for matching product names as typed (suggestions, a store's
 * stock lookup): consonants match initials (ㅁㅂ → 말벡), a half-typed syllable its jamo, otherwise
 * the Korean or English name contains the term (names starting with it first).
 */
export function productNameMatch(plan: SearchPlan): { where: SQL; rank: SQL } {
  if (plan.mode === "chosung") {
    return {
      where: sql`split_part(p.search_chosung, '|', 1) like ${containsPattern(plan.pattern)}`,
      rank: sql`strpos(p.search_chosung, ${plan.pattern})`,
    };
  }
  if (plan.jamo) {
    return {
      where: sql`split_part(p.search_jamo, '|', 1) like ${containsPattern(plan.jamo)}`,
      rank: sql`strpos(p.search_jamo, ${plan.jamo})`,
    };
  }
  const name = sql`split_part(p.search_text, '|', 1)`;
  const eng = sql`split_part(p.search_text, '|', 2)`;
  return {
    where: sql`(${name} like ${containsPattern(plan.joined)} or ${eng} like ${containsPattern(plan.joined)})`,
    rank: sql`case when ${name} like ${prefixPattern(plan.joined)} then 0 when ${name} like ${containsPattern(plan.joined)} then 1 else 2 end`,
  };
}

/** One `search_log` row per search: each entry is a keyword, its number of searches and the latest time. */
export function insertSearchLog(db: Queryable, entries: [string, { count: number; last: Date }][]) {
  const rows = entries.map(([keyword, p]) => sql`(${keyword}, ${p.last.toISOString()}, ${p.count})`);
  return db.execute(sql`insert into search_log (keyword, searched_at)
    select v.keyword, v.at::timestamptz from (values ${sql.join(rows, sql`, `)}) as v(keyword, at, n)
    cross join lateral generate_series(1, v.n::int)`);
}
