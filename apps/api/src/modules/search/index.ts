/** The search module's public entry: the only file other modules import (docs/decisions/375). */
export { productNameMatch } from "./search.repository";
export { correctTerm, logSearch, registerSearchRoutes } from "./search.routes";
export { containsPattern, prefixPattern, type SearchPlan, searchPlan } from "./search.rules";
export { searchColumns } from "./search-text";
