import { type CatalogueLinks, ProductListRoute } from "../../../features/catalogue/routes/product-list-route";
import { href } from "../paths";

const links: CatalogueLinks = {
  product: (itemCd) => href("productDetail", { itemCd }),
  cart: href("cart"),
};

export default function ProductListPage() {
  return <ProductListRoute links={links} />;
}
