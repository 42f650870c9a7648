import { useEffect, useId } from "react";
import { useTranslation } from "react-i18next";
import { setBarcodeBrightness } from "../../lib/bridge/actions";
import { Barcode } from "./barcode";
import styles from "./barcode-popup.module.css";
import { CloseIcon } from "./icons";
import { usePopupLifecycle } from "./use-popup-lifecycle";

type BarcodePopupProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  value: string;
  /** Text under the bars (the card number in groups, a publish number ...). */
  caption?: string;
  /** SPEC §2: the coupon barcode popup does not hide the bottom bar on iOS. */
  countAsPopup?: boolean;
};

/**
 * SPEC §2/§9: the large barcode (70 high, bar width 3) in a 560 px popup, turned a quarter so it
 * fills the screen, with a close button. The screen brightness goes up while it is open (WM0008).
 */
export function BarcodePopup({ open, onClose, title, value, caption, countAsPopup = true }: BarcodePopupProps) {
  const { t } = useTranslation("shell");
  const titleId = useId();
  usePopupLifecycle(open, onClose, countAsPopup);

  useEffect(() => {
    if (!open) return;
    setBarcodeBrightness(true).catch((e) => console.warn("[barcode] brightness up failed", e));
    return () => {
      setBarcodeBrightness(false).catch((e) => console.warn("[barcode] brightness back failed", e));
    };
  }, [open]);

  if (!open) return null;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the dim layer is a pointer convenience; the close button is the accessible way out
    // biome-ignore lint/a11y/useKeyWithClickEvents: as above
    <div
      className={styles.dim}
      onClick={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
    >
      <div className={styles.box} role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <h2 id={titleId} className="visually-hidden">
          {title}
        </h2>
        <button type="button" className={styles.close} onClick={onClose} aria-label={t("ui.close")}>
          <CloseIcon />
        </button>
        <div className={styles.rotated}>
          <Barcode value={value} size="large" label={title} className={styles.barcode} />
          {caption ? <p className={styles.caption}>{caption}</p> : null}
        </div>
      </div>
    </div>
  );
}
