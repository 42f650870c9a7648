/** The stamps module's public entry: the only file other modules import (docs/decisions/375). */
export { registerStampsRoutes } from "./stamps.routes";
export { stampTransactions } from "./stamps.table";
export { recordInTx, recordStampTransaction } from "./stamps.usecases";
