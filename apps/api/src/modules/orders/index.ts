/** The orders module's public entry: the only file other modules import (docs/decisions/375). */
export { purchaseAmountSince } from "./orders.repository";
export { registerOrdersRoutes } from "./orders.routes";
export { REVIEWABLE_ORDER_STATUSES } from "./orders.rules";
export {
  couponUses,
  easyPayCards,
  easyPayRegistrations,
  easyPaySettings,
  type OrderAddress,
  orderItems,
  orderStatusHistory,
  orders,
  shippingAddresses,
} from "./orders.table";
