import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { keypadLayout, shuffledDigits } from "../rules/keypad";
import styles from "./pin-pad.module.css";

type PinPadProps = {
  /** How many digits make the password. */
  length: number;
  /** Called once when the last digit is entered; the pad clears itself afterwards. */
  onComplete: (pin: string) => void;
  disabled?: boolean;
  /** Changing this clears the entered digits (after a wrong try). */
  resetKey?: number;
  label: string;
};

/**
 * A 6-digit payment password keypad: dots for what was typed, digits in a shuffled order (stable
 * digits on the server render, shuffled after hydration), a shuffle key and delete.
 */
export function PinPad({ length, onComplete, disabled = false, resetKey = 0, label }: PinPadProps) {
  const { t } = useTranslation("payment");
  const [pin, setPin] = useState("");
  const [digits, setDigits] = useState<string[]>(["1", "2", "3", "4", "5", "6", "7", "8", "9", "0"]);

  useEffect(() => setDigits(shuffledDigits()), []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: resetKey is the signal to clear
  useEffect(() => setPin(""), [resetKey]);

  const press = (key: string) => {
    if (disabled) return;
    if (key === "delete") return setPin((p) => p.slice(0, -1));
    if (key === "shuffle") return setDigits(shuffledDigits());
    if (pin.length >= length) return;
    const next = pin + key;
    setPin(next);
    if (next.length === length) {
      onComplete(next);
      setPin("");
    }
  };

  return (
    <div className={styles.wrap}>
      <ol className={styles.dots} aria-label={t("keypad.entered", { count: pin.length, length })}>
        {Array.from({ length }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed positions
          <li key={i} className={i < pin.length ? styles.filled : styles.dot} />
        ))}
      </ol>
      <fieldset className={styles.pad} disabled={disabled} aria-label={label}>
        {keypadLayout(digits).map((key) => (
          <button
            key={key}
            type="button"
            className={key.length > 1 ? styles.fn : styles.key}
            onClick={() => press(key)}
            aria-label={key === "delete" ? t("keypad.delete") : key === "shuffle" ? t("keypad.shuffle") : key}
          >
            {key === "delete" ? "⌫" : key === "shuffle" ? t("keypad.shuffleShort") : key}
          </button>
        ))}
      </fieldset>
    </div>
  );
}
