/** The card module's public entry: the only file other modules import (docs/decisions/375). */
export { registerCardRoutes } from "./card.routes";
export { cardNumber, isLuhnValid } from "./card-number";
