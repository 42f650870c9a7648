import { startTransition, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { Button } from "../../../components/ui/button";
import { EmptyState } from "../../../components/ui/empty-state";
import { BackIcon, SearchIcon } from "../../../components/ui/icons";
import { useGoBack } from "../../../components/ui/use-go-back";
import { useSearchSuggest } from "../api/get-search-suggest";
import { CatalogueList } from "../components/catalogue-list";
import { SearchBox } from "../components/search-box";
import { SearchHome } from "../components/search-home";
import { Suggestions } from "../components/suggestions";
import { useProductList } from "../hooks/use-product-list";
import { useRecentSearches } from "../hooks/use-recent-searches";
import { euro } from "../rules/josa";
import { activeFilterCount, EMPTY_FILTERS } from "../rules/list-params";
import listStyles from "./catalogue-routes.module.css";
import type { SearchLinks } from "./search-route";
import styles from "./search-routes.module.css";

/** `/search/:keyword`: results with the list's filters and sorts; the field opens suggestions again. */
export function SearchResultRoute({ keyword, links }: { keyword: string; links: SearchLinks }) {
  const { t } = useTranslation("search");
  const goBack = useGoBack();
  const navigate = useNavigate();
  const recent = useRecentSearches();
  const [text, setText] = useState(keyword);
  const [editing, setEditing] = useState(false);
  const list = useProductList({ title: keyword, searchWord: keyword });
  const suggest = useSearchSuggest(editing ? text : "");
  const { add } = recent;

  // Every keyword shown becomes the newest recent term (typed, tapped or opened from a link).
  useEffect(() => {
    setText(keyword);
    setEditing(false);
    // A transition: the recent terms are not on this screen, so the results need not render again
    // at once (in one blocking render right after the page hydrates, decision 316).
    startTransition(() => add(keyword));
  }, [keyword, add]);

  const typing = editing && text.trim() !== keyword;
  const filtered = activeFilterCount(list.state) > 0;

  return (
    <>
      <header className={styles.header}>
        <button type="button" className={styles.back} onClick={goBack} aria-label={t("back")}>
          <BackIcon />
        </button>
        <SearchBox
          value={text}
          onChange={setText}
          onFocus={() => setEditing(true)}
          onSubmit={(term) => (term === keyword ? setEditing(false) : void navigate(links.results(term)))}
        />
        {editing ? (
          <button
            type="button"
            className={styles.cancel}
            onClick={() => {
              setText(keyword);
              setEditing(false);
            }}
          >
            {t("cancel")}
          </button>
        ) : null}
      </header>
      <main className={styles.page}>
        {typing && text.trim() ? (
          <Suggestions term={suggest.term} data={suggest.data} searchHref={links.results} productHref={links.product} />
        ) : typing ? (
          <SearchHome
            recent={recent.terms}
            onRemove={recent.remove}
            onClear={recent.clear}
            searchHref={links.results}
          />
        ) : (
          <>
            <h1 className="visually-hidden">{t("result.title", { keyword })}</h1>
            <CatalogueList
              list={list}
              productHref={links.product}
              searchWord={keyword}
              notice={
                list.correctedWord ? (
                  <p className={listStyles.notice} role="status">
                    <strong>
                      {t("result.corrected", { word: list.correctedWord, particle: euro(list.correctedWord) })}
                    </strong>
                    <small>{t("result.original", { keyword })}</small>
                  </p>
                ) : null
              }
              empty={
                <EmptyState
                  icon={<SearchIcon size={30} />}
                  title={t("result.empty.title", { keyword })}
                  description={t(filtered ? "result.empty.filtered" : "result.empty.description")}
                  action={
                    filtered ? (
                      <Button variant="outline" size="md" onClick={() => list.setFilters(EMPTY_FILTERS)}>
                        {t("result.empty.reset")}
                      </Button>
                    ) : null
                  }
                />
              }
            />
          </>
        )}
      </main>
    </>
  );
}
