/** The checkout module's public entry: the only file other modules import (docs/decisions/375). */

export { ORDER_HOLDS_JOB_INTERVAL_MS, startCheckoutJobs } from "./checkout.jobs";
export {
  authorizeEasyPay,
  fulfilOrder,
  orderFulfilment,
  registerCheckoutRoutes,
  registerEasyPayRoutes,
  registerStoreOrderRoutes,
  voidOrder,
} from "./checkout.routes";
export type { OrderPaidHook } from "./order-create.usecases";
