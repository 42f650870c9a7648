import { WINE_KEEP_RULES } from "@cellar/contracts";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  time,
  timestamp,
} from "drizzle-orm/pg-core";
import { members } from "../members";

/** Stores (tenants) of the chain (product-api /api/tnant). */
export const stores = pgTable(
  "stores",
  {
    tnantCd: text("tnant_cd").primaryKey(),
    name: text("name").notNull(),
    /** 서울 | 경기 | 부산 */
    region: text("region").notNull(),
    district: text("district").notNull(),
    baseAddr: text("base_addr").notNull(),
    detailAddr: text("detail_addr"),
    tel: text("tel").notNull(),
    latitude: doublePrecision("latitude").notNull(),
    longitude: doublePrecision("longitude").notNull(),
    openTime: time("open_time").notNull(),
    closeTime: time("close_time").notNull(),
    pickupYn: boolean("pickup_yn").notNull().default(true),
    wineKeepYn: boolean("wine_keep_yn").notNull().default(false),
    /** The store's keep period (decision 460): days a wine keep lasts from payment; the chain's 90 by default. */
    wineKeepDays: integer("wine_keep_days").notNull().default(WINE_KEEP_RULES.defaultKeepDays),
    tastingYn: boolean("tasting_yn").notNull().default(false),
  },
  (t) => [
    index("stores_region_idx").on(t.region, t.district),
    check("stores_wine_keep_days_ck", sql`${t.wineKeepDays} between 1 and 365`),
  ],
);

/** A member's favourite stores (the star on the store list), one row per member and store. */
export const storeFavorites = pgTable(
  "store_favorites",
  {
    mberNo: text("mber_no")
      .notNull()
      .references(() => members.mberNo, { onDelete: "cascade" }),
    tnantCd: text("tnant_cd")
      .notNull()
      .references(() => stores.tnantCd, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.mberNo, t.tnantCd] })],
);

/** The store a member shops at (pick-up and stock), kept across sessions and devices. */
export const pickupStores = pgTable("pickup_stores", {
  mberNo: text("mber_no")
    .primaryKey()
    .references(() => members.mberNo, { onDelete: "cascade" }),
  tnantCd: text("tnant_cd")
    .notNull()
    .references(() => stores.tnantCd, { onDelete: "cascade" }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
