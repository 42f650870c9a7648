import { z } from "zod";
import { bindSchemas, empty } from "./endpoint-schemas";
import { keyParam } from "./input-rules";
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
const tnantCdParams = z.object({ tnantCd: keyParam("tnantCd") });

/** Schemas of the store endpoints (routes-stores.ts). */
export const storesEndpoints = {
  storeList: withSchemas("storeList", { query: storeListQuerySchema, response: storeListSchema }),
  storeAddress: withSchemas("storeAddress", { query: addressQuerySchema, response: addressSchema }),
  storeFavoriteAdd: withSchemas("storeFavoriteAdd", { body: storeRequestSchema, response: empty }),
  storeFavoriteRemove: withSchemas("storeFavoriteRemove", { params: tnantCdParams, response: empty }),
  pickupStore: withSchemas("pickupStore", { response: storeSchema.nullable() }),
  pickupStoreSet: withSchemas("pickupStoreSet", { body: storeRequestSchema, response: storeSchema }),
  pickupStoreClear: withSchemas("pickupStoreClear", { response: empty }),
  storeDetail: withSchemas("storeDetail", { params: tnantCdParams, response: storeSchema }),
  storeStock: withSchemas("storeStock", {
    params: tnantCdParams,
    query: storeStockQuerySchema,
    response: storeStockListSchema,
  }),
  mapConfig: withSchemas("mapConfig", { response: mapConfigSchema }),
} as const;
