import { useTranslation } from "react-i18next";
import styles from "./qty-stepper.module.css";

type QtyStepperProps = {
  value: number;
  max: number;
  onChange: (qty: number) => void;
  label: string;
  disabled?: boolean;
};

/** Quantity minus/plus within 1..max (the line's stock and the cart limit). */
export function QtyStepper({ value, max, onChange, label, disabled = false }: QtyStepperProps) {
  const { t } = useTranslation("cart");
  return (
    <fieldset className={styles.stepper} disabled={disabled}>
      <legend className="visually-hidden">{label}</legend>
      <button type="button" aria-label={t("line.decrease")} disabled={value <= 1} onClick={() => onChange(value - 1)}>
        −
      </button>
      <output aria-live="polite">{value}</output>
      <button type="button" aria-label={t("line.increase")} disabled={value >= max} onClick={() => onChange(value + 1)}>
        +
      </button>
    </fieldset>
  );
}
