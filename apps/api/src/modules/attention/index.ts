/** The attention module's public entry: the only file other modules import (docs/decisions/375). */
export { productOnSale } from "./attention.repository";
export { registerAttentionRoutes } from "./attention.routes";
export { type Paged, paged, type SummaryLoader } from "./attention.usecases";
