import { boolean, doublePrecision, index, pgTable, text, time } from "drizzle-orm/pg-core";

/** Stores (tenants) of the chain; endpoints arrive with the store issue. */
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
    tastingYn: boolean("tasting_yn").notNull().default(false),
  },
  (t) => [index("stores_region_idx").on(t.region, t.district)],
);
