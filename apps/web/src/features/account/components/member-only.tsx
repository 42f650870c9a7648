import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import styles from "./account.module.css";

/** Member pages opened without a login (possible in a browser, SPEC §2): a way to log in instead. */
export function MemberOnly({
  loggedIn,
  loginHref,
  children,
}: {
  loggedIn: boolean;
  loginHref: string;
  children: ReactNode;
}) {
  const { t } = useTranslation("account");
  if (loggedIn) return <>{children}</>;
  return (
    <div className={styles.center}>
      <p className={styles.text}>{t("memberOnly.text")}</p>
      <div className={`${styles.actions} ${styles.block}`}>
        <Link to={loginHref} className={styles.primaryLink}>
          {t("memberOnly.login")}
        </Link>
      </div>
    </div>
  );
}
