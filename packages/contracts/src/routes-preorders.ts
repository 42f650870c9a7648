import type { EndpointRoute } from "./routes";

/**
 * Issue 24, pre-orders (commerce-api): the pre-orders and one of them are open to everyone; the
 * quote, the reservation with its payment, my reservations and a cancel need a member. The store
 * side (mngr-api, `x-mngr-key`) records a pre-order's arrival at a store and a hand-over.
 * Fixed paths are mounted before `:reservationNo`.
 */
export const preorderRoutes = {
  preorders: { method: "GET", prefix: "commerce-api", path: "/api/reservation/products", auth: "optional" },
  preorderDetail: {
    method: "GET",
    prefix: "commerce-api",
    path: "/api/reservation/products/:preorderCd",
    auth: "optional",
  },
  preorderQuote: { method: "POST", prefix: "commerce-api", path: "/api/reservation/quote", auth: "member" },
  reservationCreate: { method: "POST", prefix: "commerce-api", path: "/api/reservation/orders", auth: "member" },
  reservations: { method: "GET", prefix: "commerce-api", path: "/api/reservation/orders", auth: "member" },
  reservationDetail: {
    method: "GET",
    prefix: "commerce-api",
    path: "/api/reservation/orders/:reservationNo",
    auth: "member",
  },
  reservationCancel: {
    method: "POST",
    prefix: "commerce-api",
    path: "/api/reservation/orders/:reservationNo/cancel",
    auth: "member",
  },
  // store side
  mngrPreorderArrival: {
    method: "POST",
    prefix: "mngr-api",
    path: "/api/preorders/:preorderCd/arrivals",
    auth: "none",
  },
  mngrReservationHandOver: {
    method: "POST",
    prefix: "mngr-api",
    path: "/api/reservations/:reservationNo/hand-over",
    auth: "none",
  },
} as const satisfies Record<string, EndpointRoute>;
