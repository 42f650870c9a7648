/** The pricing module's public entry: the only file other modules import (docs/decisions/375). */
export { type LoadedLine, loadLines } from "./pricing.repository";
export { type PriceCoupon, priceEvents, priceOrder } from "./pricing.rules";
