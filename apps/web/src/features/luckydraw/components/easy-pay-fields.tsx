import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Radio } from "../../../components/ui/choice-inputs";
import { useEasyPayCards } from "../api/luckydraw-queries";
import styles from "../routes/luckydraw.module.css";
import local from "./easy-pay-fields.module.css";

type EasyPayFieldsProps = {
  billkey: string;
  onBillkey: (billkey: string) => void;
  password: string;
  onPassword: (password: string) => void;
  /** Where cards are registered (`/easypayment`). */
  registerTo: string;
};

/** Easy pay: one of the member's registered cards and the 6-digit payment password. */
export function EasyPayFields({ billkey, onBillkey, password, onPassword, registerTo }: EasyPayFieldsProps) {
  const { t } = useTranslation("luckydraw");
  const id = useId();
  const cards = useEasyPayCards(true).data?.cards;
  if (!cards) return <div aria-busy="true" />;
  if (cards.length === 0) {
    return (
      <p className={styles.notice}>
        {t("pay.noCards")}{" "}
        <Link to={registerTo} className={local.inlineLink}>
          {t("pay.register")}
        </Link>
      </p>
    );
  }
  return (
    <div className={local.easyPay}>
      <div role="radiogroup" aria-label={t("pay.cards")}>
        {cards.map((c) => (
          <label key={c.billkey} className={styles.option}>
            <Radio
              name="lucky-card"
              value={c.billkey}
              checked={billkey === c.billkey}
              onChoose={() => onBillkey(c.billkey)}
            />
            <span className={styles.storeName}>
              {c.cardName} {c.cardNo}
            </span>
          </label>
        ))}
      </div>
      <label htmlFor={id} className={local.fieldLabel}>
        {t("pay.password")}
      </label>
      <input
        id={id}
        className={local.pin}
        type="password"
        inputMode="numeric"
        autoComplete="off"
        maxLength={6}
        value={password}
        onChange={(e) => onPassword(e.target.value.replace(/\D/g, "").slice(0, 6))}
      />
    </div>
  );
}
