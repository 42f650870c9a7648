/** The version module's public entry: the only file other modules import (docs/decisions/375). */
export { registerVersionRoutes } from "./version.routes";
