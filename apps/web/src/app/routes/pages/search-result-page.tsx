import { Navigate, useParams } from "react-router";
import { prefetchProductList } from "../../../features/catalogue/api/prefetch-product-list";
import { SearchResultRoute } from "../../../features/catalogue/routes/search-result-route";
import { href } from "../paths";
import { clientSide, prefetched } from "../prefetch";
import { searchLinks } from "./search-links";

/** The results' first page and the filter codes in the first answer. */
export const loader = prefetched(async (queryClient, { request, params }) => {
  const keyword = (params.keyword ?? "").trim();
  if (keyword) await prefetchProductList(queryClient, new URL(request.url).searchParams, keyword);
});
export const clientLoader = clientSide;

export default function SearchResultPage() {
  const keyword = (useParams().keyword ?? "").trim();
  if (!keyword) return <Navigate replace to={href("search")} />;
  return <SearchResultRoute keyword={keyword} links={searchLinks} />;
}
