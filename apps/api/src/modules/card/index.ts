/** The card module's public entry: the only file other modules import (docs/decisions/375). */
export { registerCardRoutes } from "./card.routes";
