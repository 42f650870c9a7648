import { Navigate, useParams } from "react-router";
import { SearchResultRoute } from "../../../features/catalogue/routes/search-result-route";
import { href } from "../paths";
import { searchLinks } from "./search-links";

export default function SearchResultPage() {
  const keyword = (useParams().keyword ?? "").trim();
  if (!keyword) return <Navigate replace to={href("search")} />;
  return <SearchResultRoute keyword={keyword} links={searchLinks} />;
}
