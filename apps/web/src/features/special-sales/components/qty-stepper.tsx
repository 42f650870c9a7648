import { useTranslation } from "react-i18next";
import styles from "./special-item.module.css";

/** − quantity + between 1 and `max`. */
export function QtyStepper({
  value,
  max,
  onChange,
  disabled,
}: {
  value: number;
  max: number;
  onChange: (n: number) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation("specialSales");
  return (
    <fieldset className={styles.stepper} aria-label={t("item.qty")}>
      <button
        type="button"
        aria-label={t("item.decrease")}
        disabled={disabled || value <= 1}
        onClick={() => onChange(value - 1)}
      >
        −
      </button>
      <output aria-live="polite">{value}</output>
      <button
        type="button"
        aria-label={t("item.increase")}
        disabled={disabled || value >= max}
        onClick={() => onChange(value + 1)}
      >
        +
      </button>
    </fieldset>
  );
}
