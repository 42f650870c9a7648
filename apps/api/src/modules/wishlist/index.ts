/** The wish-list module's public entry: the only file other modules import (docs/decisions/375). */
export { productOnSale } from "./wishlist.repository";
export { registerWishlistRoutes } from "./wishlist.routes";
export { type Paged, paged, type SummaryLoader } from "./wishlist.usecases";
