/** The products module's public entry: the only file other modules import (docs/decisions/375). */
export { type SummaryRow, toSummary } from "./product-summary";
export { summaryColumns, summaryJoins } from "./product-summary.repository";
export { likedAmong, summariesWhere } from "./products.repository";
export { productCards, registerProductsRoutes } from "./products.routes";
export { totalPages } from "./products.rules";
export { productOptions, productStock, products } from "./products.table";
