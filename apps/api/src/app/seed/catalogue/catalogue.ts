import { count, getTableColumns, sql } from "drizzle-orm";
import { products } from "../../../modules/products/products.table";
import type { Db, Tx } from "../../query";
import { seoulDate } from "../../seoul-date";
import { seedCatalogueCodes } from "./codes";
import { seedEngagement } from "./engagement";
import { seedPromotions } from "./promos";
import { type Draft, finish, type ProductRow, random } from "./rows";
import { seedAccessories, seedBeer, seedSake, seedSpirits, seedTraditional, seedWhisky, seedWineSets } from "./spirits";
import { seedWines } from "./wines";

/** Generated wines beside the fixed ones; with the other classes the catalogue holds about 3,300 items. */
const GENERATED_WINES = 2150;
const OPTION_NAMES = { GIFT_BOX: "선물 상자", GLASS_SET: "전용 글라스 세트" } as const;

/**
 * Seeds the catalogue (products, stock, images, promotions, exhibitions) and what hangs off it
 * (reviews of the demo members' bought items) when the database has no product yet. Runs after
 * the member seed, and on its own for a database created before the catalogue existed.
 * Answers whether it seeded.
 */
export async function seedCatalogueIfEmpty(db: Db, now = new Date()): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(products);
  if ((row?.n ?? 0) > 0) return false;
  const { rows, drafts } = buildCatalogue(now);
  await db.transaction(async (tx) => {
    await seedCatalogueCodes(tx);
    await insertJson(tx, "products", rows.map(toColumns));
    await insertJson(
      tx,
      "product_pairings",
      drafts.flatMap((d) => d.pairings.map((p) => ({ item_cd: d.itemCd, pairing_cd: p }))),
    );
    await insertJson(
      tx,
      "product_options",
      drafts.flatMap((d) =>
        d.options.map((o, i) => ({
          opt_item_cd: `${d.itemCd}-${o.cd === "GIFT_BOX" ? "GB" : "GS"}`,
          item_cd: d.itemCd,
          opt_clas_cd: o.cd,
          opt_clas_nm: OPTION_NAMES[o.cd],
          sale_uprc: o.price,
          stock_qty: (d.itemCd.charCodeAt(d.itemCd.length - 1) + i * 7) % 30,
        })),
      ),
    );
    await seedStock(tx);
    const memberOnly = drafts.filter((d) => d.clasLCd === "10" && d.itemCd.endsWith("7") && d.itemCd > "W0100");
    await seedPromotions(
      tx,
      seoulDate(now),
      memberOnly.slice(0, 24).map((d) => d.itemCd),
    );
    await seedEngagement(tx);
  });
  // Fresh statistics, so that the first queries are planned on 3,000+ rows, not on an empty table.
  await db.execute(
    sql`analyze products, product_stock, product_pairings, product_options, promotion_items, exhibition_items`,
  );
  return true;
}

/** Every product of the seed, deterministic for a given day. */
export function buildCatalogue(now: Date): { rows: ProductRow[]; drafts: Draft[] } {
  const r = random(20_260_401);
  const today = seoulDate(now);
  const drafts = [
    ...seedWines(r, today, GENERATED_WINES),
    ...seedWineSets(r, today),
    ...seedWhisky(r, today),
    ...seedSpirits(r, today),
    ...seedSake(r, today),
    ...seedTraditional(r, today),
    ...seedBeer(r, today),
    ...seedAccessories(r, today),
  ];
  return finish(drafts, r, now);
}

const columnNames = Object.fromEntries(Object.entries(getTableColumns(products)).map(([key, col]) => [key, col.name]));
function toColumns(row: ProductRow): Record<string, unknown> {
  return Object.fromEntries(Object.entries(row).map(([key, value]) => [columnNames[key] ?? key, value]));
}

/** One INSERT … SELECT from a JSON array: thousands of rows in one statement and one parameter. */
async function insertJson(tx: Tx, table: string, rows: Record<string, unknown>[]): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]!);
  const list = sql.raw(columns.map((c) => `"${c}"`).join(", "));
  await tx.execute(
    sql`insert into ${sql.identifier(table)} (${list}) select ${list} from json_populate_recordset(null::${sql.identifier(table)}, ${JSON.stringify(rows)}::json)`,
  );
}

/**
 * Stock per store, set-based: each product is listed at about a sixth of the other stores (always at
 * the first, 청담점), quantities 0–12 from a hash so some stores are sold out, and every 29th
 * product is sold out everywhere. The demo order items stay in stock.
 */
async function seedStock(tx: Tx): Promise<void> {
  await tx.execute(sql`insert into product_stock (item_cd, tnant_cd, qty)
    select p.item_cd, s.tnant_cd,
      case when p.sales_rank % 29 = 0 and p.item_cd not between 'W0001' and 'W0012' then 0
        else greatest(0, abs(hashtext(p.item_cd || s.tnant_cd)) % 16 - 3) end
    from products p cross join stores s
    where s.tnant_cd = 'T0001' or abs(hashtext(s.tnant_cd || p.item_cd)) % 6 = 0`);
  await tx.execute(
    sql`update product_stock set qty = 8 where tnant_cd = 'T0001' and item_cd between 'W0001' and 'W0012'`,
  );
}
