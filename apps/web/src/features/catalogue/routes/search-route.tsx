import { useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { useSearchSuggest } from "../api/get-search-suggest";
import { SearchBox } from "../components/search-box";
import { SearchHome } from "../components/search-home";
import { Suggestions } from "../components/suggestions";
import { useRecentSearches } from "../hooks/use-recent-searches";
import styles from "./search-routes.module.css";

export type SearchLinks = {
  /** `/search/:keyword`. */
  results: (keyword: string) => string;
  product: (itemCd: string) => string;
  cart: string;
};

/** `/search`: the field, then recent terms and popular keywords, or suggestions while typing. */
export function SearchRoute({ links }: { links: SearchLinks }) {
  const [params] = useSearchParams();
  const [text, setText] = useState(params.get("q") ?? "");
  const recent = useRecentSearches();
  const suggest = useSearchSuggest(text);
  const navigate = useNavigate();

  return (
    <>
      <header className={styles.header}>
        <SearchBox
          value={text}
          onChange={setText}
          onSubmit={(term) => {
            // Kept at once: a search is remembered even if the results page is left before it shows.
            recent.add(term);
            void navigate(links.results(term));
          }}
          autoFocus
        />
      </header>
      <main className={styles.page}>
        {text.trim() ? (
          <Suggestions term={suggest.term} data={suggest.data} searchHref={links.results} productHref={links.product} />
        ) : (
          <SearchHome
            recent={recent.terms}
            onRemove={recent.remove}
            onClear={recent.clear}
            searchHref={links.results}
          />
        )}
      </main>
    </>
  );
}
