import type { ReactNode } from "react";
import styles from "./join.module.css";

type CheckRowProps = {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: ReactNode;
  /** Accessible name when the visible label is more than text. */
  ariaLabel?: string;
  strong?: boolean;
  after?: ReactNode;
};

/** A checkbox row: a real checkbox input (keyboard and screen readers) with a round check mark. */
export function CheckRow({ checked, onChange, label, ariaLabel, strong, after }: CheckRowProps) {
  return (
    <div className={`${styles.checkRow} ${strong ? styles.checkStrong : ""}`}>
      <label className={styles.checkLabel}>
        <input
          type="checkbox"
          className={styles.checkInput}
          checked={checked}
          aria-label={ariaLabel}
          onChange={(e) => onChange(e.target.checked)}
        />
        <span className={styles.checkMark} aria-hidden="true" />
        <span className={styles.checkText}>{label}</span>
      </label>
      {after}
    </div>
  );
}
