import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Radio } from "../../../components/ui/choice-inputs";
import { useEasyPayCards } from "../api/get-easypay-cards";
import styles from "./easy-pay-fields.module.css";

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
  const { t } = useTranslation("preorders");
  const id = useId();
  const cards = useEasyPayCards(true).data?.cards;
  if (!cards) return <div aria-busy="true" />;
  if (cards.length === 0) {
    return (
      <p className={styles.notice}>
        {t("order.noCards")}{" "}
        <Link to={registerTo} className={styles.inlineLink}>
          {t("order.register")}
        </Link>
      </p>
    );
  }
  return (
    <div className={styles.easyPay}>
      <div role="radiogroup" aria-label={t("order.cards")}>
        {cards.map((c) => (
          <label key={c.billkey} className={styles.option}>
            <Radio
              name="preorder-card"
              value={c.billkey}
              checked={billkey === c.billkey}
              onChoose={() => onBillkey(c.billkey)}
            />
            <span>
              {c.cardName} {c.cardNo}
            </span>
          </label>
        ))}
      </div>
      <label htmlFor={id} className={styles.fieldLabel}>
        {t("order.password")}
      </label>
      <input
        id={id}
        className={styles.pin}
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
