import { bindSchemas, empty } from "./endpoint-schemas";
import { storesRoutes } from "./routes-stores";
import {
  addressQuerySchema,
  addressSchema,
  mapConfigSchema,
  storeListQuerySchema,
  storeListSchema,
  storeRequestSchema,
  storeSchema,
  storeStockListSchema,
  storeStockQuerySchema,
} from "./stores";

const withSchemas = bindSchemas(storesRoutes);

/** Schemas of the store endpoints (routes-stores.ts). */
export const storesEndpoints = {
  storeList: withSchemas("storeList", { query: storeListQuerySchema, response: storeListSchema }),
  storeAddress: withSchemas("storeAddress", { query: addressQuerySchema, response: addressSchema }),
  storeFavoriteAdd: withSchemas("storeFavoriteAdd", { body: storeRequestSchema, response: empty }),
  storeFavoriteRemove: withSchemas("storeFavoriteRemove", { response: empty }),
  pickupStore: withSchemas("pickupStore", { response: storeSchema.nullable() }),
  pickupStoreSet: withSchemas("pickupStoreSet", { body: storeRequestSchema, response: storeSchema }),
  pickupStoreClear: withSchemas("pickupStoreClear", { response: empty }),
  storeDetail: withSchemas("storeDetail", { response: storeSchema }),
  storeStock: withSchemas("storeStock", { query: storeStockQuerySchema, response: storeStockListSchema }),
  mapConfig: withSchemas("mapConfig", { response: mapConfigSchema }),
} as const;
