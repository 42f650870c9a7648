import { type ReactNode, useId } from "react";
import { createPortal } from "react-dom";
import { useTranslation } from "react-i18next";
import styles from "./bottom-sheet.module.css";
import { CloseIcon } from "./icons";
import { useExitTransition } from "./use-exit-transition";
import { usePopupLifecycle } from "./use-popup-lifecycle";

type BottomSheetProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  /** Hide the visible title (it still names the dialog). */
  hideTitle?: boolean;
  /** SPEC §2: popups close on an outside click unless outer close is disabled. */
  disableOuterClose?: boolean;
  countAsPopup?: boolean;
  footer?: ReactNode;
  children: ReactNode;
};

export function BottomSheet({
  open,
  onClose,
  title,
  hideTitle = false,
  disableOuterClose = false,
  countAsPopup = true,
  footer,
  children,
}: BottomSheetProps) {
  const { t } = useTranslation("shell");
  const titleId = useId();
  const { mounted, closing } = useExitTransition(open, 220);
  usePopupLifecycle(open, onClose, countAsPopup);
  if (!mounted) return null;

  // In <body>: a section of the page may contain its own rendering (content-visibility, decision
  // 317), which would make it the containing block of a fixed-position sheet. A sheet opens only in
  // the browser, so the server render never gets here.
  return createPortal(
    // biome-ignore lint/a11y/noStaticElementInteractions: the dim layer is a pointer convenience; the close button and the native back button are the accessible ways out
    // biome-ignore lint/a11y/useKeyWithClickEvents: as above
    <div
      className={`${styles.dim} ${closing ? styles.closing : ""}`}
      onClick={(e) => {
        if (e.target === e.currentTarget && !disableOuterClose) onClose();
      }}
    >
      <div className={styles.sheet} role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <div className={styles.grabber} />
        <div className={styles.head}>
          <h2 id={titleId} className={hideTitle ? "visually-hidden" : styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} onClick={onClose} aria-label={t("ui.close")}>
            <CloseIcon />
          </button>
        </div>
        <div className={styles.body}>{children}</div>
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </div>
    </div>,
    document.body,
  );
}
