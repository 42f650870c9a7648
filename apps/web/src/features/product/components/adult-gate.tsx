import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import styles from "./adult-gate.module.css";

/**
 * What a guest sees of a liquor product (docs/decisions/280): a 19 mark, the notice and the way in.
 * Members are adults (joining needs an adult certification), so they see everything.
 */
export function AdultGate({ loginTo, joinTo }: { loginTo: string; joinTo: string }) {
  const { t } = useTranslation("product");
  return (
    <section className={styles.gate} aria-labelledby="adult-gate">
      <span className={styles.badge} aria-hidden="true">
        {t("adult.badge")}
      </span>
      <h2 id="adult-gate" className={styles.title}>
        {t("adult.title")}
      </h2>
      <p className={styles.body}>{t("adult.body")}</p>
      <div className={styles.actions}>
        <Link to={loginTo} className={styles.primary}>
          {t("adult.login")}
        </Link>
        <Link to={joinTo} className={styles.secondary}>
          {t("adult.join")}
        </Link>
      </div>
    </section>
  );
}
