import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { stores } from "../stores";

/**
 * The catalogue (issue 4). Prices are integers in won. The search columns are derived from the
 * names at write time (see search/search-text.ts) so that search is a plain indexed lookup.
 */
export const products = pgTable(
  "products",
  {
    itemCd: text("item_cd").primaryKey(),
    itemNm: text("item_nm").notNull(),
    itemEngNm: text("item_eng_nm").notNull(),
    /** Large class (2 digits) and sub-class (4 digits) of PROD_CATEGORY. */
    clasLCd: text("clas_l_cd").notNull(),
    clasMCd: text("clas_m_cd").notNull(),
    /** PROD_COUNTRY code (ISO alpha-2). */
    countryCd: text("country_cd").notNull(),
    regionNm: text("region_nm"),
    producer: text("producer"),
    /** Grape varieties (wine) or base ingredient (other liquor). */
    grapeOrBase: text("grape_or_base"),
    vintage: integer("vintage"),
    volumeMl: integer("volume_ml").notNull(),
    abv: numeric("abv", { precision: 4, scale: 1, mode: "number" }).notNull(),
    saleUprc: integer("sale_uprc").notNull(),
    /** Period sale price; null without a sale. */
    periodPrice: integer("period_price"),
    memberPrice: integer("member_price"),
    empPrice: integer("emp_price"),
    eventPrice: integer("event_price"),
    eventNm: text("event_nm"),
    eventEndDate: date("event_end_date", { mode: "string" }),
    /** Critic/consumer score out of 100. */
    score: integer("score"),
    description: text("description").notNull(),
    aroma: text("aroma"),
    palate: text("palate"),
    finish: text("finish"),
    body: integer("body"),
    sweetness: integer("sweetness"),
    acidity: integer("acidity"),
    tannin: integer("tannin"),
    /** Main image id (files.file_id); label art generated from the product. */
    fileId: text("file_id").notNull().unique(),
    /** How many images (FILE_SEQ_NO 1..n) the product has. */
    imageCount: integer("image_count").notNull().default(1),
    adultOnly: boolean("adult_only").notNull().default(true),
    memberOnly: boolean("member_only").notNull().default(false),
    /** Sales rank (1 = best seller); drives sort 01 and the home ranking. */
    salesRank: integer("sales_rank").notNull(),
    /** Denormalised review stats, kept by the reviews module in the same transaction. */
    reviewCount: integer("review_count").notNull().default(0),
    reviewSum: integer("review_sum").notNull().default(0),
    /** Normalised names (lower case, no spaces) of Korean and English names, producer, grape, region. */
    searchText: text("search_text").notNull(),
    /** Initial consonants of the Korean name without spaces (말벡 → ㅁㅂ). */
    searchChosung: text("search_chosung").notNull(),
    /** Hangul decomposed into jamo (typo-tolerant trigram matching). */
    searchJamo: text("search_jamo").notNull(),
    releasedAt: timestamp("released_at", { withTimezone: true }).notNull().defaultNow(),
    useYn: boolean("use_yn").notNull().default(true),
  },
  (t) => [
    index("products_category_idx").on(t.clasLCd, t.clasMCd),
    index("products_rank_idx").on(t.salesRank),
    // A category's page by best sellers and its count read this alone at 100,000 products (decision 451).
    index("products_list_idx").on(t.clasLCd, t.salesRank, t.itemCd).where(sql`${t.useYn}`),
    index("products_country_idx").on(t.countryCd),
    index("products_released_idx").on(t.releasedAt),
    index("products_search_trgm_idx").using("gin", sql`${t.searchText} gin_trgm_ops`),
    index("products_chosung_trgm_idx").using("gin", sql`${t.searchChosung} gin_trgm_ops`),
    index("products_jamo_trgm_idx").using("gin", sql`${t.searchJamo} gin_trgm_ops`),
    check("products_prices_ck", sql`${t.saleUprc} >= 0 and coalesce(${t.periodPrice}, 0) >= 0`),
    check(
      "products_scales_ck",
      sql`coalesce(${t.body}, 1) between 1 and 5 and coalesce(${t.sweetness}, 1) between 1 and 5
      and coalesce(${t.acidity}, 1) between 1 and 5 and coalesce(${t.tannin}, 1) between 1 and 5`,
    ),
    check("products_reviews_ck", sql`${t.reviewCount} >= 0 and ${t.reviewSum} >= 0`),
  ],
);

/** Food pairings (PROD_PAIRING codes) of a product. */
export const productPairings = pgTable(
  "product_pairings",
  {
    itemCd: text("item_cd")
      .notNull()
      .references(() => products.itemCd, { onDelete: "cascade" }),
    pairingCd: text("pairing_cd").notNull(),
  },
  (t) => [primaryKey({ columns: [t.itemCd, t.pairingCd] }), index("product_pairings_cd_idx").on(t.pairingCd)],
);

/** Options (gift box, glass set) with their own extra price. */
export const productOptions = pgTable(
  "product_options",
  {
    optItemCd: text("opt_item_cd").primaryKey(),
    itemCd: text("item_cd")
      .notNull()
      .references(() => products.itemCd, { onDelete: "cascade" }),
    /** GIFT_BOX | GLASS_SET */
    optClasCd: text("opt_clas_cd").notNull(),
    optClasNm: text("opt_clas_nm").notNull(),
    saleUprc: integer("sale_uprc").notNull(),
    stockQty: integer("stock_qty").notNull().default(0),
  },
  (t) => [
    index("product_options_item_idx").on(t.itemCd),
    check("product_options_ck", sql`${t.saleUprc} >= 0 and ${t.stockQty} >= 0`),
  ],
);

/** Stock per store; never negative (the checkout issue takes from it under concurrency). */
export const productStock = pgTable(
  "product_stock",
  {
    itemCd: text("item_cd")
      .notNull()
      .references(() => products.itemCd, { onDelete: "cascade" }),
    tnantCd: text("tnant_cd")
      .notNull()
      .references(() => stores.tnantCd, { onDelete: "cascade" }),
    qty: integer("qty").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.itemCd, t.tnantCd] }),
    index("product_stock_store_idx").on(t.tnantCd),
    check("product_stock_qty_ck", sql`${t.qty} >= 0`),
  ],
);
