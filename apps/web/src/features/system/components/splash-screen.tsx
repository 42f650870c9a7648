import { useTranslation } from "react-i18next";
import { Spinner } from "../../../components/ui/spinner";
import styles from "./splash-screen.module.css";

/** The app's start screen: the logo, a line about the chain and what is happening (`/splash`). */
export function SplashScreen() {
  const { t } = useTranslation("shell");
  return (
    <main className={styles.splash} aria-busy="true">
      <h1 className={styles.logo}>
        <span className={styles.mark}>CELLAR</span>
        <span className={styles.dot} aria-hidden="true" />
        <span className="visually-hidden">{t("splash.name")}</span>
      </h1>
      <p className={styles.tagline}>{t("splash.tagline")}</p>
      <div className={styles.status} role="status">
        <Spinner size={16} />
        <span>{t("splash.checking")}</span>
      </div>
    </main>
  );
}
