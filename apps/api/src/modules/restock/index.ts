/** The restock module's public entry: the only file other modules import (docs/decisions/375). */
export { RESTOCK_ALARM_TITLE } from "./restock.repository";
export { registerRestockRoutes } from "./restock.routes";
export { adjustStoreStock } from "./stock-change.repository";
