import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button";
import { EmptyState } from "../../../components/ui/empty-state";
import { isApiError } from "../../../lib/http/errors";
import styles from "./load-error.module.css";

/** A load failure: "not found" (with the way back to the list) for an unknown number, else a retry. */
export function LoadError({
  error,
  onRetry,
  listTo,
  missing = false,
}: {
  error: unknown;
  onRetry: () => void;
  listTo?: string;
  /** Known to be missing (no number in the address, an unknown document) without asking. */
  missing?: boolean;
}) {
  const { t } = useTranslation("content");
  const notFound = missing || (isApiError(error) && error.status === 404);
  return (
    <div role="alert" className={styles.box}>
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
