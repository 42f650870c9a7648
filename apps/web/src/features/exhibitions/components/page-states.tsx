import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button";
import { EmptyState } from "../../../components/ui/empty-state";
import { isApiError } from "../../../lib/http/errors";
import styles from "./page-states.module.css";

/** A load failure: "not found" for an unknown number, otherwise a retry. */
export function LoadError({ error, onRetry, listTo }: { error: unknown; onRetry: () => void; listTo?: string }) {
  const { t } = useTranslation("exhibitions");
  const notFound = isApiError(error) && error.status === 404;
  return (
    <div role="alert">
      <EmptyState
        title={notFound ? t("notFound.title") : t("error.title")}
        description={notFound ? t("notFound.text") : t("error.text")}
        action={
          notFound && listTo ? (
            <Link to={listTo} className={styles.link}>
              {t("notFound.list")}
            </Link>
          ) : (
            <Button variant="outline" size="sm" onClick={onRetry}>
              {t("error.retry")}
            </Button>
          )
        }
      />
    </div>
  );
}

/** Members-only content for a guest (in a browser; the app sends guests to login first). */
export function LoginRequired({ loginTo }: { loginTo: string }) {
  const { t } = useTranslation("exhibitions");
  return (
    <div className={styles.login} data-state="login-required">
      <p className={styles.eyebrow}>MEMBERS ONLY</p>
      <p className={styles.title}>{t("login.title")}</p>
      <p className={styles.text}>{t("login.text")}</p>
      <Link to={loginTo} className={styles.button}>
        {t("login.action")}
      </Link>
    </div>
  );
}
