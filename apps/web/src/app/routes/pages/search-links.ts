import type { SearchLinks } from "../../../features/catalogue/routes/search-route";
import { href } from "../paths";

export const searchLinks: SearchLinks = {
  results: (keyword) => href("searchDetail", { keyword }),
  product: (itemCd) => href("productDetail", { itemCd }),
  cart: href("cart"),
};
