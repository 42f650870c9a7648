/** The pre-orders module's public entry: the only file other modules import (docs/decisions/375). */
export { startPreorderJobs } from "./preorders.jobs";
export { registerPreorderRoutes } from "./preorders.routes";
export { preorderArrivals, preorderMemberQty, preorderReservations, preorders } from "./preorders.table";
export { fulfilPreorder, voidPreorder } from "./reservations.usecases";
