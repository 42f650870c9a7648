import type { EndpointRoute } from "./routes";

/**
 * Issue 23, wine keep: a member's kept bottles, one keep and its one extension; the store side
 * looks a keep up by its barcode and records hand-overs (mngr-api, `x-mngr-key`).
 */
export const wineKeepRoutes = {
  wineKeepList: { method: "GET", prefix: "user-api", path: "/api/wine-keeps", auth: "member" },
  wineKeepDetail: { method: "GET", prefix: "user-api", path: "/api/wine-keeps/:keepNo", auth: "member" },
  wineKeepExtend: { method: "POST", prefix: "user-api", path: "/api/wine-keeps/:keepNo/extend", auth: "member" },
  // store side
  mngrWineKeepLookup: {
    method: "GET",
    prefix: "mngr-api",
    path: "/api/wine-keeps/barcode/:barcode",
    auth: "none",
  },
  mngrWineKeepHandOver: {
    method: "POST",
    prefix: "mngr-api",
    path: "/api/wine-keeps/:keepNo/hand-overs",
    auth: "none",
  },
} as const satisfies Record<string, EndpointRoute>;
