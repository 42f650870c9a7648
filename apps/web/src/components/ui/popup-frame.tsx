import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import styles from "./popup-frame.module.css";

type PopupFrameProps = { title: string; onClose?: () => void; children: ReactNode; footer?: ReactNode };

/** A full-screen payment popup (header type none): title, close, body and a fixed footer. */
export function PopupFrame({ title, onClose, children, footer }: PopupFrameProps) {
  const { t } = useTranslation("shell");
  return (
    <div className={styles.popup} role="dialog" aria-modal="true" aria-labelledby="pay-popup-title">
      <header className={styles.head}>
        <h1 id="pay-popup-title" className={styles.title}>
          {title}
        </h1>
        {onClose ? (
          <button type="button" className={styles.close} onClick={onClose} aria-label={t("ui.close")}>
            ×
          </button>
        ) : null}
      </header>
      <div className={styles.body}>{children}</div>
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </div>
  );
}
