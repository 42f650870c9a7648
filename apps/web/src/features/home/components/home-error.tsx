import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import styles from "./home-error.module.css";

/** In place of the carousel when the home data failed: a message and a retry. */
export function HomeError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation("home");
  return (
    <div className={styles.error} role="alert">
      <p className={styles.title}>{t("error.title")}</p>
      <p className={styles.text}>{t("error.text")}</p>
      <Button variant="outline" size="sm" onClick={onRetry} disabled={retrying}>
        {t("error.retry")}
      </Button>
    </div>
  );
}
