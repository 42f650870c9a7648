import { useId } from "react";
import { useTranslation } from "react-i18next";
import styles from "./dialog.module.css";
import { usePopupLifecycle } from "./use-popup-lifecycle";

type AlertDialogProps = {
  open: boolean;
  message: string;
  title?: string;
  confirmLabel?: string;
  /** Shown only when given: makes it a confirm dialog. */
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel?: () => void;
};

/** Alert / confirm layer (role=alertdialog). The native back button answers "cancel" (or confirm). */
export function AlertDialog({
  open,
  message,
  title,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
}: AlertDialogProps) {
  const { t } = useTranslation("common");
  const titleId = useId();
  const messageId = useId();
  usePopupLifecycle(open, onCancel ?? onConfirm, false);
  if (!open) return null;

  return (
    <div className={styles.dim}>
      <div
        className={styles.box}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={title ? titleId : messageId}
        aria-describedby={title ? messageId : undefined}
      >
        <div className={styles.content}>
          {title ? (
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
          ) : null}
          <p id={messageId} className={styles.message}>
            {message}
          </p>
        </div>
        <div className={styles.actions}>
          {cancelLabel && onCancel ? (
            <button type="button" className={`${styles.action} ${styles.cancel}`} onClick={onCancel}>
              {cancelLabel}
            </button>
          ) : null}
          <button type="button" className={styles.action} onClick={onConfirm} autoFocus>
            {confirmLabel ?? t("confirm")}
          </button>
        </div>
      </div>
    </div>
  );
}
