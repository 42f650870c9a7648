/** The account module's public entry: the only file other modules import (docs/decisions/375). */
export { registerAccountRoutes } from "./account.routes";
export { memberConsents, memberProfiles } from "./account.table";
