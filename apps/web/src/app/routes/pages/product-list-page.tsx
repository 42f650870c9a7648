import { catalogueCodesOptions } from "../../../features/catalogue/api/get-catalogue-codes";
import { productPagesOptions } from "../../../features/catalogue/api/get-products";
import { type CatalogueLinks, ProductListRoute } from "../../../features/catalogue/routes/product-list-route";
import { readListState, toProductQuery } from "../../../features/catalogue/rules/list-params";
import { href } from "../paths";
import { clientSide, prefetched } from "../prefetch";

const links: CatalogueLinks = {
  product: (itemCd) => href("productDetail", { itemCd }),
  cart: href("cart"),
};

/** The list's first page (filters and sort from the address) and the filter codes in the first answer. */
export const loader = prefetched(async (queryClient, { request }) => {
  const query = toProductQuery(readListState(new URL(request.url).searchParams));
  await Promise.all([
    queryClient.prefetchInfiniteQuery(productPagesOptions(query)),
    queryClient.prefetchQuery(catalogueCodesOptions()),
  ]);
});
export const clientLoader = clientSide;

export default function ProductListPage() {
  return <ProductListRoute links={links} />;
}
