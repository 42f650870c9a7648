import { index, integer, pgTable, text } from "drizzle-orm/pg-core";

/**
 * The address search sandbox's directory (decision 426): real-format Korean addresses seeded on
 * first start (adapters/address-search/sandbox-directory.ts), searched by the sandbox provider.
 */
export const sandboxAddresses = pgTable(
  "sandbox_addresses",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    zip: text("zip").notNull(),
    sido: text("sido").notNull(),
    sigungu: text("sigungu").notNull(),
    roadNm: text("road_nm").notNull(),
    bldNo: integer("bld_no").notNull(),
    roadAddr: text("road_addr").notNull(),
    roadAddrRef: text("road_addr_ref").notNull(),
    jibunAddr: text("jibun_addr").notNull(),
    bldNm: text("bld_nm").notNull().default(""),
    /** Road, lot-number address, building name and postcode, with and without spaces (the search matches in it). */
    searchText: text("search_text").notNull(),
  },
  (t) => [index("sandbox_addresses_road_idx").on(t.sido, t.sigungu, t.roadNm, t.bldNo)],
);
