import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { members } from "../members";
import { products } from "../products";

/** Reviews: only by a member who bought the item; one per member and item. */
export const reviews = pgTable(
  "reviews",
  {
    reviewNo: text("review_no").primaryKey(),
    itemCd: text("item_cd")
      .notNull()
      .references(() => products.itemCd, { onDelete: "cascade" }),
    mberNo: text("mber_no")
      .notNull()
      .references(() => members.mberNo, { onDelete: "cascade" }),
    /** The order that proves the purchase. */
    orderNo: text("order_no").notNull(),
    rating: integer("rating").notNull(),
    content: text("content").notNull(),
    photoCount: integer("photo_count").notNull().default(0),
    /** VISIBLE | HIDDEN (hidden after enough reports). */
    status: text("status").notNull().default("VISIBLE"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("reviews_member_item_uq").on(t.mberNo, t.itemCd),
    index("reviews_item_idx").on(t.itemCd, t.createdAt),
    check("reviews_rating_ck", sql`${t.rating} between 1 and 5`),
  ],
);

/** Photos of a review, in order; the bytes live in `files`. */
export const reviewPhotos = pgTable(
  "review_photos",
  {
    reviewNo: text("review_no")
      .notNull()
      .references(() => reviews.reviewNo, { onDelete: "cascade" }),
    fileId: text("file_id").notNull(),
    sortOrdr: integer("sort_ordr").notNull(),
  },
  (t) => [primaryKey({ columns: [t.reviewNo, t.fileId] })],
);

/** Reports of a review (`/cs/report`); one per member and review. */
export const reviewReports = pgTable(
  "review_reports",
  {
    reviewNo: text("review_no")
      .notNull()
      .references(() => reviews.reviewNo, { onDelete: "cascade" }),
    mberNo: text("mber_no")
      .notNull()
      .references(() => members.mberNo, { onDelete: "cascade" }),
    reasonCd: text("reason_cd").notNull(),
    detail: text("detail").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.reviewNo, t.mberNo] })],
);
