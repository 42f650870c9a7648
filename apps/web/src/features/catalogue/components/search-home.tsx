import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { CloseIcon } from "../../../components/ui/icons";
import { useSearchPopular } from "../api/get-search-popular";
import styles from "./search-home.module.css";

type SearchHomeProps = {
  recent: string[];
  onRemove: (term: string) => void;
  onClear: () => void;
  searchHref: (term: string) => string;
};

/** `/search` before typing: recent terms (delete one or all) and popular keywords. */
export function SearchHome({ recent, onRemove, onClear, searchHref }: SearchHomeProps) {
  const { t } = useTranslation("search");
  const popular = useSearchPopular();
  return (
    <div className={styles.home}>
      <section className={styles.section} aria-labelledby="recent-title">
        <div className={styles.head}>
          <h2 id="recent-title" className={styles.title}>
            {t("recent.title")}
          </h2>
          {recent.length > 0 ? (
            <button type="button" className={styles.clearAll} onClick={onClear}>
              {t("recent.clearAll")}
            </button>
          ) : null}
        </div>
        {recent.length === 0 ? (
          <p className={styles.none}>{t("recent.empty")}</p>
        ) : (
          <ul className={styles.recent}>
            {recent.map((term) => (
              <li key={term} className={styles.recentItem}>
                <Link to={searchHref(term)} className={styles.recentTerm}>
                  {term}
                </Link>
                <button
                  type="button"
                  className={styles.remove}
                  onClick={() => onRemove(term)}
                  aria-label={t("recent.remove", { term })}
                >
                  <CloseIcon size={12} />
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className={styles.section} aria-labelledby="popular-title">
        <div className={styles.head}>
          <h2 id="popular-title" className={styles.title}>
            {t("popular.title")}
          </h2>
        </div>
        {popular.isPending ? (
          <ol className={styles.popular} aria-hidden="true">
            {Array.from({ length: 10 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
              <li key={i} className={styles.popularSkeleton} />
            ))}
          </ol>
        ) : popular.data && popular.data.length > 0 ? (
          <ol className={styles.popular}>
            {popular.data.map((p) => (
              <li key={p.keyword}>
                <Link to={searchHref(p.keyword)} className={styles.popularItem}>
                  <span className={p.rank <= 3 ? styles.rankTop : styles.rank}>{p.rank}</span>
                  <span className={styles.keyword}>{p.keyword}</span>
                </Link>
              </li>
            ))}
          </ol>
        ) : (
          <p className={styles.none}>{t("popular.empty")}</p>
        )}
      </section>
    </div>
  );
}
