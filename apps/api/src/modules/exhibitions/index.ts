/** The exhibitions module's public entry: the only file other modules import (docs/decisions/375). */
export { registerExhibitionsRoutes } from "./exhibitions.routes";
export { exhibitionItems, exhibitions, promotionItems, promotions } from "./exhibitions.table";
