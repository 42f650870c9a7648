/** The stamps module's public entry: the only file other modules import (docs/decisions/375). */

export { findStampTransactionByMemo } from "./stamps.repository";
export { recordInTx, recordStampTransaction, registerStampsRoutes } from "./stamps.routes";
