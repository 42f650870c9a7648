/** The join module's public entry: the only file other modules import (docs/decisions/375). */
export { registerJoinRoutes } from "./join.routes";
