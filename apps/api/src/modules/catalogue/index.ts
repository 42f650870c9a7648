/** The catalogue module's public entry: the only file other modules import (docs/decisions/375). */
export { categoryName } from "./catalogue-codes.seed";
