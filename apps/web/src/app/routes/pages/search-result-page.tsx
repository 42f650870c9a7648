import { Navigate, useParams } from "react-router";
import { catalogueCodesOptions } from "../../../features/catalogue/api/get-catalogue-codes";
import { productPagesOptions } from "../../../features/catalogue/api/get-products";
import { SearchResultRoute } from "../../../features/catalogue/routes/search-result-route";
import { readListState, toProductQuery } from "../../../features/catalogue/rules/list-params";
import { href } from "../paths";
import { clientSide, prefetched } from "../prefetch";
import { searchLinks } from "./search-links";

/** The results' first page and the filter codes in the first answer. */
export const loader = prefetched(async (queryClient, { request, params }) => {
  const keyword = (params.keyword ?? "").trim();
  if (!keyword) return;
  const query = toProductQuery(readListState(new URL(request.url).searchParams), keyword);
  await Promise.all([
    queryClient.prefetchInfiniteQuery(productPagesOptions(query)),
    queryClient.prefetchQuery(catalogueCodesOptions()),
  ]);
});
export const clientLoader = clientSide;

export default function SearchResultPage() {
  const keyword = (useParams().keyword ?? "").trim();
  if (!keyword) return <Navigate replace to={href("search")} />;
  return <SearchResultRoute keyword={keyword} links={searchLinks} />;
}
