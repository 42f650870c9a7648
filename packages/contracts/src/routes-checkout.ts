import type { EndpointRoute } from "./routes";

/**
 * Issue 6, cart, checkout and payment (commerce-api, SPEC §7). Fixed order paths are listed before
 * `/api/orders/:orderNo`, which would otherwise take them as order numbers.
 */
export const checkoutRoutes = {
  cart: { method: "GET", prefix: "commerce-api", path: "/api/cart", auth: "member" },
  cartAdd: { method: "POST", prefix: "commerce-api", path: "/api/cart/A", auth: "member" },
  cartUpdate: { method: "PATCH", prefix: "commerce-api", path: "/api/cart", auth: "member" },
  cartRemove: { method: "DELETE", prefix: "commerce-api", path: "/api/cart", auth: "member" },
  orderSheet: { method: "POST", prefix: "commerce-api", path: "/api/orders/order", auth: "member" },
  orderCalculate: { method: "POST", prefix: "commerce-api", path: "/api/orders/calculate", auth: "member" },
  orderCreate: { method: "POST", prefix: "commerce-api", path: "/api/orders", auth: "member" },
  orderHistory: { method: "GET", prefix: "commerce-api", path: "/api/orders/history", auth: "member" },
  orderDetail: { method: "GET", prefix: "commerce-api", path: "/api/orders/:orderNo", auth: "member" },
  orderGiftDetail: { method: "GET", prefix: "commerce-api", path: "/api/orders/:orderNo/gift", auth: "member" },
  orderBill: { method: "GET", prefix: "commerce-api", path: "/api/orders/:orderNo/bill", auth: "member" },
  orderCancel: { method: "POST", prefix: "commerce-api", path: "/api/orders/:orderNo/cancel", auth: "member" },
  orderPay: { method: "POST", prefix: "commerce-api", path: "/api/orders/:orderNo/pay", auth: "member" },
  orderPayCancel: { method: "POST", prefix: "commerce-api", path: "/api/orders/:orderNo/pay-cancel", auth: "member" },
  orderEasyPay: { method: "POST", prefix: "commerce-api", path: "/api/orders/:orderNo/easypay", auth: "member" },
  paymentReconcile: { method: "POST", prefix: "commerce-api", path: "/api/payments/reconcile", auth: "member" },
  easyPay: { method: "GET", prefix: "commerce-api", path: "/api/easypay", auth: "member" },
  easyPayRegister: { method: "POST", prefix: "commerce-api", path: "/api/easypay/cards", auth: "member" },
  easyPayRegisterConfirm: {
    method: "POST",
    prefix: "commerce-api",
    path: "/api/easypay/cards/confirm",
    auth: "member",
  },
  easyPayCardDelete: { method: "DELETE", prefix: "commerce-api", path: "/api/easypay/cards/:billkey", auth: "member" },
  easyPayPasswordReset: { method: "PUT", prefix: "commerce-api", path: "/api/easypay/password", auth: "member" },
  shippingAddresses: { method: "GET", prefix: "commerce-api", path: "/api/my/shipping", auth: "member" },
  shippingAddressAdd: { method: "POST", prefix: "commerce-api", path: "/api/my/shipping", auth: "member" },
  shippingAddressUpdate: { method: "PUT", prefix: "commerce-api", path: "/api/my/shipping/:addrNo", auth: "member" },
  shippingAddressDelete: { method: "DELETE", prefix: "commerce-api", path: "/api/my/shipping/:addrNo", auth: "member" },
  /** Korean address search (issue 25, decision 426): keyword, pageNo, pageSize. */
  addressSearch: { method: "GET", prefix: "commerce-api", path: "/api/address/search", auth: "member" },
  /** Store side (docs/decisions/333): moves a paid order on; header x-mngr-key. */
  orderStatusChange: { method: "POST", prefix: "mngr-api", path: "/api/orders/:orderNo/status", auth: "none" },
} as const satisfies Record<string, EndpointRoute>;
