import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { BackIcon } from "./icons";
import styles from "./page-header.module.css";

type PageHeaderProps = {
  title: string;
  onBack?: () => void;
  right?: ReactNode;
  bordered?: boolean;
};

/** Sub-page header: back button, centred title, right slot (usually the cart button). */
export function PageHeader({ title, onBack, right, bordered = false }: PageHeaderProps) {
  const { t } = useTranslation("shell");
  return (
    <header className={`${styles.header} ${bordered ? styles.bordered : ""}`}>
      <div className={styles.side}>
        {onBack ? (
          <button type="button" className={styles.back} onClick={onBack} aria-label={t("ui.back")}>
            <BackIcon />
          </button>
        ) : null}
      </div>
      <h1 className={styles.title}>{title}</h1>
      <div className={`${styles.side} ${styles.right}`}>{right}</div>
    </header>
  );
}
