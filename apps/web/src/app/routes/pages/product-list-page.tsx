import { prefetchProductList } from "../../../features/catalogue/api/prefetch-product-list";
import { type CatalogueLinks, ProductListRoute } from "../../../features/catalogue/routes/product-list-route";
import { href } from "../paths";
import { clientSide, prefetched } from "../prefetch";

const links: CatalogueLinks = {
  product: (itemCd) => href("productDetail", { itemCd }),
  cart: href("cart"),
};

/** The list's first page (filters and sort from the address) and the filter codes in the first answer. */
export const loader = prefetched((queryClient, { request }) =>
  prefetchProductList(queryClient, new URL(request.url).searchParams),
);
export const clientLoader = clientSide;

export default function ProductListPage() {
  return <ProductListRoute links={links} />;
}
