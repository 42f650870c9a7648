import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useGoBack } from "../../../components/ui/use-go-back";
import styles from "../components/system-pages.module.css";

/** /404 and any unmatched path. */
export function NotFoundRoute({ homeHref }: { homeHref: string }) {
  const { t } = useTranslation("shell");
  const goBack = useGoBack(homeHref);
  return (
    <main className={styles.notFound}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 className={styles.title}>{t("notFound.title")}</h1>
      <p className={styles.text}>{t("notFound.text")}</p>
      <div className={styles.actions}>
        <Link to={homeHref} replace className={styles.primaryLink}>
          {t("notFound.home")}
        </Link>
        <button type="button" className={styles.linkButton} onClick={goBack}>
          {t("notFound.back")}
        </button>
      </div>
    </main>
  );
}
