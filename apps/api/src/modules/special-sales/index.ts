/** The special-sales module's public entry: the only file other modules import (docs/decisions/375). */
export { isGuestToken } from "./guest-token";
export { registerSpecialSalesRoutes, registerStoreSpecialSalesRoutes } from "./special-sales.routes";
export {
  specialAttempts,
  specialCartLines,
  specialGuests,
  specialOrderLines,
  specialOrders,
  specialSaleItems,
  specialSales,
} from "./special-sales.table";
