import type { EndpointRoute } from "./routes";

/**
 * Issue 5, stores (product-api `/api/tnant`, SPEC §7). The fixed paths are listed before
 * `:tnantCd`, which would otherwise take them as store codes.
 */
export const storesRoutes = {
  storeList: { method: "GET", prefix: "product-api", path: "/api/tnant", auth: "optional" },
  storeAddress: { method: "GET", prefix: "product-api", path: "/api/tnant/address", auth: "none" },
  storeFavoriteAdd: { method: "POST", prefix: "product-api", path: "/api/tnant/favorites", auth: "member" },
  storeFavoriteRemove: {
    method: "DELETE",
    prefix: "product-api",
    path: "/api/tnant/favorites/:tnantCd",
    auth: "member",
  },
  pickupStore: { method: "GET", prefix: "product-api", path: "/api/tnant/pickup", auth: "member" },
  pickupStoreSet: { method: "PUT", prefix: "product-api", path: "/api/tnant/pickup", auth: "member" },
  pickupStoreClear: { method: "DELETE", prefix: "product-api", path: "/api/tnant/pickup", auth: "member" },
  storeDetail: { method: "GET", prefix: "product-api", path: "/api/tnant/:tnantCd", auth: "optional" },
  storeStock: { method: "GET", prefix: "product-api", path: "/api/tnant/:tnantCd/stock", auth: "none" },
  mapConfig: { method: "GET", prefix: "product-api", path: "/api/map-config", auth: "none" },
} as const satisfies Record<string, EndpointRoute>;
