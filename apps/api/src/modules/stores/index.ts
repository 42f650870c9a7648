/** The stores module's public entry: the only file other modules import (docs/decisions/375). */
export { mapConfigOf, mapCspSources } from "./map-config";
export { registerStoresRoutes } from "./stores.routes";
export { stores } from "./stores.table";
