/** The codes module's public entry: the only file other modules import (docs/decisions/375). */
export { CATALOGUE_CODE_ROWS, categoryName, countryEngName, countryName } from "./catalogue-codes";
export { findCodesByGroups } from "./codes.repository";
export { registerCodesRoutes } from "./codes.routes";
export { commonCodes } from "./codes.table";
