/** Regions of the chain's stores (the seeded STORE_REGION codes), in the order the filter shows them. */
export const STORE_REGIONS = ["서울", "경기", "부산"] as const;
export type StoreRegion = (typeof STORE_REGIONS)[number];

/** Services a store may offer (SPEC issue 5: pick-up, wine keep, tasting). */
export const STORE_SERVICES = ["pickup", "wineKeep", "tasting"] as const;
export type StoreService = (typeof STORE_SERVICES)[number];

/** Longest keyword the store search and the store stock lookup take. */
export const STORE_KEYWORD_MAX = 50;

/** At most this many products come back from a store's stock lookup. */
export const STORE_STOCK_LOOKUP_LIMIT = 20;

/** The reverse address lookup names the district of the nearest store within this distance. */
export const ADDRESS_LOOKUP_MAX_KM = 20;

/** SPEC §8 texts the map and position code raise (English, as the spec quotes them). */
export const MAP_ERRORS = {
  libraryMissing: "maps library not found after loading script",
  addressFailed: "Failed to get address",
} as const;
