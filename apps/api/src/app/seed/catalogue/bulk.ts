import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../../query";

/** The largest catalogue `SEED_PRODUCTS` may ask for. */
export const MAX_SEED_PRODUCTS = 1_000_000;

/**
 * `SEED_PRODUCTS` (issue 26, decision 453): the catalogue size to grow the seeded catalogue to, or
 * null when unset. Anything but a whole number up to MAX_SEED_PRODUCTS is refused at start.
 */
export function seedProductsTarget(env: NodeJS.ProcessEnv = process.env): number | null {
  const raw = env.SEED_PRODUCTS?.trim();
  if (!raw) return null;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > MAX_SEED_PRODUCTS)
    throw new Error(`SEED_PRODUCTS must be a whole number from 1 to ${MAX_SEED_PRODUCTS} (got "${raw}")`);
  return n;
}

/**
 * Grows the catalogue to `target` products (PostgreSQL or PGlite) with set-based inserts: every
 * seeded product is the pattern of further lots (`B` + 7 digits, the name with "No.n", its own
 * label art, another price, rank and release day), each with the pattern's pairings, stock in
 * every store where the pattern has stock (quantities varied) and the pattern's reviews (their
 * counts and sums carried over). Nothing happens when the catalogue is that large already, so a
 * restart keeps it. About 20 s for 100,000 products on a busy 2-core machine.
 */
export async function seedBulkCatalogue(db: Db, target: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from products`);
  const n = row?.n ?? 0;
  const missing = target - n;
  if (missing <= 0 || n === 0) return 0;
  await db.transaction(async (tx) => {
    // The trigram indexes of the search columns are built once after the rows, not row by row
    // (the same definitions as the migrations made, read back from the catalogue).
    const gin = await queryRows<{ name: string; def: string }>(
      tx,
      sql`select indexname as name, indexdef as def from pg_indexes
        where schemaname = current_schema() and tablename = 'products' and indexdef like '%gin_trgm_ops%'`,
    );
    for (const i of gin) await tx.execute(sql.raw(`drop index ${i.name}`));
    await tx.execute(sql`create temporary table bulk_map on commit drop as
      select 'B' || lpad(g::text, 7, '0') as item_cd, base.item_cd as from_cd, g
      from generate_series(1, ${missing}) g
      join (select item_cd, (row_number() over (order by item_cd)) - 1 as i from products) base
        on base.i = (g - 1) % ${n}`);
    await tx.execute(sql`insert into products (item_cd, item_nm, item_eng_nm, clas_l_cd, clas_m_cd, country_cd,
        region_nm, producer, grape_or_base, vintage, volume_ml, abv, sale_uprc, period_price, member_price,
        emp_price, event_price, event_nm, event_end_date, score, description, aroma, palate, finish, body,
        sweetness, acidity, tannin, file_id, image_count, adult_only, member_only, sales_rank, review_count,
        review_sum, search_text, search_chosung, search_jamo, released_at, use_yn)
      select m.item_cd, p.item_nm || ' No.' || m.g, p.item_eng_nm || ' No.' || m.g, p.clas_l_cd, p.clas_m_cd,
        p.country_cd, p.region_nm, p.producer, p.grape_or_base, p.vintage, p.volume_ml, p.abv,
        (p.sale_uprc + (m.g % 17) * 500), p.period_price, p.member_price, p.emp_price, p.event_price, p.event_nm,
        p.event_end_date, p.score, p.description, p.aroma, p.palate, p.finish, p.body, p.sweetness, p.acidity,
        p.tannin, 'PRD' || m.item_cd, p.image_count, p.adult_only, p.member_only, ${n} + m.g, p.review_count,
        p.review_sum, p.search_text, p.search_chosung, p.search_jamo,
        p.released_at - make_interval(days => (m.g % 900) + 1), true
      from bulk_map m join products p on p.item_cd = m.from_cd`);
    await tx.execute(sql`insert into product_pairings (item_cd, pairing_cd)
      select m.item_cd, pp.pairing_cd from bulk_map m join product_pairings pp on pp.item_cd = m.from_cd`);
    await tx.execute(sql`insert into product_stock (item_cd, tnant_cd, qty)
      select m.item_cd, s.tnant_cd, (s.qty + m.g) % 13
      from bulk_map m join product_stock s on s.item_cd = m.from_cd`);
    await tx.execute(sql`insert into reviews (review_no, item_cd, mber_no, order_no, rating, content, photo_count,
        status, created_at, updated_at)
      select 'RB' || m.item_cd || '-' || r.review_no, m.item_cd, r.mber_no, r.order_no, r.rating, r.content, 0,
        r.status, r.created_at, r.updated_at
      from bulk_map m join reviews r on r.item_cd = m.from_cd`);
    for (const i of gin) await tx.execute(sql.raw(i.def));
  });
  await db.execute(sql`analyze products`);
  await db.execute(sql`analyze product_stock`);
  await db.execute(sql`analyze reviews`);
  return missing;
}
