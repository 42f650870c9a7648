import type { Suggestions as SuggestionData } from "@cellar/contracts/client";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { SearchIcon } from "../../../components/ui/icons";
import { Highlighted } from "./highlighted";
import styles from "./suggestions.module.css";

type SuggestionsProps = {
  term: string;
  data: SuggestionData | undefined;
  searchHref: (term: string) => string;
  productHref: (itemCd: string) => string;
};

/** Keyword and product suggestions for what is being typed, the match in bold. */
export function Suggestions({ term, data, searchHref, productHref }: SuggestionsProps) {
  const { t } = useTranslation("search");
  if (!data) return <div className={styles.panel} aria-busy="true" />;
  if (data.keywords.length === 0 && data.products.length === 0) {
    return (
      <div className={styles.panel}>
        <p className={styles.none}>{t("suggest.none", { term })}</p>
      </div>
    );
  }
  return (
    <div className={styles.panel}>
      {data.keywords.length > 0 ? (
        <ul className={styles.keywords} aria-label={t("suggest.keywords")}>
          {data.keywords.map((keyword) => (
            <li key={keyword}>
              <Link to={searchHref(keyword)} className={styles.keyword}>
                <SearchIcon size={16} />
                <Highlighted text={keyword} term={term} />
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      {data.products.length > 0 ? (
        <ul className={styles.products} aria-label={t("suggest.products")}>
          {data.products.map((p) => (
            <li key={p.itemCd}>
              <Link to={productHref(p.itemCd)} className={styles.product}>
                <img src={p.imageUrl} alt="" width={36} height={48} loading="lazy" decoding="async" />
                <span className={styles.names}>
                  <Highlighted text={p.itemNm} term={term} className={styles.name} />
                  <Highlighted text={p.itemEngNm} term={term} className={styles.engName} />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
