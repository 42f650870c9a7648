/** The checkout module's public entry: the only file other modules import (docs/decisions/375). */
export { registerCheckoutRoutes, registerEasyPayRoutes, registerStoreOrderRoutes } from "./checkout.routes";
export { fulfilOrder, voidOrder } from "./order-pay.usecases";
