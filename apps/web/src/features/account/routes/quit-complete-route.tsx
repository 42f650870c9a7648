import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PageHeader } from "../../../components/ui/page-header";
import styles from "../components/account.module.css";

/** `/member/quit/complete`: no back (SPEC §2), no bottom spacer; the only way on is home. */
export function QuitCompleteRoute({ homeHref }: { homeHref: string }) {
  const { t } = useTranslation("account");
  return (
    <>
      <PageHeader title={t("quitComplete.title")} />
      <main className={styles.center}>
        <span className={styles.mark} aria-hidden="true">
          ✓
        </span>
        <h2 className={styles.heading}>{t("quitComplete.heading")}</h2>
        <p className={styles.text}>{t("quitComplete.text")}</p>
        <div className={`${styles.actions} ${styles.block}`}>
          <Link to={homeHref} replace className={styles.primaryLink}>
            {t("quitComplete.home")}
          </Link>
        </div>
      </main>
    </>
  );
}
