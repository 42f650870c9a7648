import type { EndpointRoute } from "./routes";

/**
 * Issue 22, special sales (commerce-api). `auth: "optional"`: a member may use them with a grant of
 * their own; a guest is read from its guest token (decision 398). The spec's `cartSpecial` and
 * `cartCountSpecial` stay in routes.ts. Store side under mngr-api with the `x-mngr-key` header.
 */
export const specialSalesRoutes = {
  specialSalesEnter: { method: "POST", prefix: "commerce-api", path: "/api/special-sales/enter", auth: "optional" },
  specialSalesHome: { method: "GET", prefix: "commerce-api", path: "/api/special-sales", auth: "optional" },
  specialSalesItem: {
    method: "GET",
    prefix: "commerce-api",
    path: "/api/special-sales/items/:itemCd",
    auth: "optional",
  },
  /** SPEC §7: the special cart, groups with items (the member cart's shape). */
  cartSpecial: { method: "GET", prefix: "commerce-api", path: "/api/cart/special", auth: "optional" },
  specialCartAdd: { method: "POST", prefix: "commerce-api", path: "/api/cart/special", auth: "optional" },
  specialCartUpdate: { method: "PATCH", prefix: "commerce-api", path: "/api/cart/special", auth: "optional" },
  specialCartRemove: { method: "DELETE", prefix: "commerce-api", path: "/api/cart/special", auth: "optional" },
  specialOrderCreate: { method: "POST", prefix: "commerce-api", path: "/api/special-sales/orders", auth: "optional" },
  specialOrderLookup: {
    method: "POST",
    prefix: "commerce-api",
    path: "/api/special-sales/orders/lookup",
    auth: "none",
  },
  specialOrderConfirm: {
    method: "POST",
    prefix: "commerce-api",
    path: "/api/special-sales/orders/:orderNo/confirm",
    auth: "optional",
  },
  // store side
  mngrSpecialOrders: { method: "GET", prefix: "mngr-api", path: "/api/special-sales/orders", auth: "none" },
  mngrSpecialOrderStatus: {
    method: "POST",
    prefix: "mngr-api",
    path: "/api/special-sales/orders/:orderNo/status",
    auth: "none",
  },
} as const satisfies Record<string, EndpointRoute>;
