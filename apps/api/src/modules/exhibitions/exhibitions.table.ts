import { date, index, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { products } from "../products";

/** Promotions (home carousel, `/promotion`, `/promotion/period`). Banner art is generated. */
export const promotions = pgTable(
  "promotions",
  {
    promotionNo: text("promotion_no").primaryKey(),
    title: text("title").notNull(),
    subtitle: text("subtitle").notNull(),
    description: text("description").notNull(),
    startDate: date("start_date", { mode: "string" }).notNull(),
    endDate: date("end_date", { mode: "string" }).notNull(),
    bgColor: text("bg_color").notNull(),
    fileId: text("file_id").notNull().unique(),
    sortOrdr: integer("sort_ordr").notNull(),
  },
  (t) => [index("promotions_period_idx").on(t.startDate, t.endDate)],
);

export const promotionItems = pgTable(
  "promotion_items",
  {
    promotionNo: text("promotion_no")
      .notNull()
      .references(() => promotions.promotionNo, { onDelete: "cascade" }),
    itemCd: text("item_cd")
      .notNull()
      .references(() => products.itemCd, { onDelete: "cascade" }),
    sortOrdr: integer("sort_ordr").notNull(),
  },
  (t) => [primaryKey({ columns: [t.promotionNo, t.itemCd] })],
);

/** Exhibitions: PUBLIC, and the members-only ONLY_ONE, BRAND and PLAN kinds. */
export const exhibitions = pgTable(
  "exhibitions",
  {
    exhibitionNo: text("exhibition_no").primaryKey(),
    exhibitionType: text("exhibition_type").notNull(),
    title: text("title").notNull(),
    subtitle: text("subtitle").notNull(),
    /** Rich HTML, sanitised on the web. */
    contentHtml: text("content_html").notNull(),
    startDate: date("start_date", { mode: "string" }).notNull(),
    endDate: date("end_date", { mode: "string" }).notNull(),
    bgColor: text("bg_color").notNull(),
    fileId: text("file_id").notNull().unique(),
    sortOrdr: integer("sort_ordr").notNull(),
  },
  (t) => [index("exhibitions_type_idx").on(t.exhibitionType, t.startDate)],
);

export const exhibitionItems = pgTable(
  "exhibition_items",
  {
    exhibitionNo: text("exhibition_no")
      .notNull()
      .references(() => exhibitions.exhibitionNo, { onDelete: "cascade" }),
    itemCd: text("item_cd")
      .notNull()
      .references(() => products.itemCd, { onDelete: "cascade" }),
    sortOrdr: integer("sort_ordr").notNull(),
  },
  (t) => [primaryKey({ columns: [t.exhibitionNo, t.itemCd] })],
);
