import { useTranslation } from "react-i18next";
import { Radio } from "../../../components/ui/choice-inputs";
import type { PayChoice } from "../hooks/use-order-form";
import styles from "./pay-method-section.module.css";
import { SheetSection } from "./sheet-section";

const CHOICES: readonly PayChoice[] = ["CARD", "EASYPAY", "TOSS"];

/** How the rest after prepaid is paid; nothing to choose when prepaid covers everything. */
export function PayMethodSection({
  value,
  onChange,
  cardAmt,
}: {
  value: PayChoice;
  onChange: (v: PayChoice) => void;
  cardAmt: number;
}) {
  const { t } = useTranslation("order");
  return (
    <SheetSection id="order-pay-method" title={t("payMethod.title")}>
      {cardAmt === 0 ? (
        <p className={styles.covered}>{t("payMethod.prepaidOnly")}</p>
      ) : (
        <div className={styles.grid} role="radiogroup" aria-label={t("payMethod.title")}>
          {CHOICES.map((choice) => (
            <label key={choice} className={styles.choice} data-on={value === choice || undefined}>
              <Radio name="pay-method" checked={value === choice} onChoose={() => onChange(choice)} />
              <span>{t(`payMethod.${choice}`)}</span>
            </label>
          ))}
        </div>
      )}
    </SheetSection>
  );
}
