/** The content module's public entry: the only file other modules import (docs/decisions/375). */
export { registerContentRoutes, registerStoreContentRoutes } from "./content.routes";
export { eventSignups, events, faqs, notices } from "./content.table";
