/** The cart module's public entry: the only file other modules import (docs/decisions/375). */
export { listCartRows, removeOrderedLines } from "./cart.repository";
export { registerCartRoutes } from "./cart.routes";
