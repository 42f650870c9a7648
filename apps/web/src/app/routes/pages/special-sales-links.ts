import type { SpecialLinks } from "../../../features/special-sales/components/special-nav";
import { href } from "../paths";

/**
 * Where the special sale's screens live (decision 401): the spec's two routes; the cart, the
 * payment's return and the order look-up are views of `/specialSales` (`?view=`).
 */
export const SPECIAL_LINKS: SpecialLinks = {
  items: href("specialSales"),
  cart: href("specialSales", {}, { view: "cart" }),
  lookup: href("specialSales", {}, { view: "lookup" }),
  complete: href("specialSales", {}, { view: "complete" }),
  product: (itemCd) => href("specialSalesProductDetail", {}, { itemCd }),
};
