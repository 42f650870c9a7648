import { SearchRoute } from "../../../features/catalogue/routes/search-route";
import { searchLinks } from "./search-links";

export default function SearchPage() {
  return <SearchRoute links={searchLinks} />;
}
