import { useId } from "react";
import { Link } from "react-router";
import styles from "./card-or-easy-pay.module.css";
import { Radio } from "./choice-inputs";

export type PayChoice = "CARD" | "EASYPAY";
export type EasyPayCardOption = { billkey: string; cardName: string; cardNo: string };

type CardOrEasyPayProps = {
  /** The radio groups' name prefix (unique on the page). */
  name: string;
  /** The id of the heading that names the choice. */
  labelledBy: string;
  method: PayChoice;
  onMethod: (method: PayChoice) => void;
  /** The member's registered easy-pay cards; undefined while they load (asked for only with EASYPAY). */
  cards: EasyPayCardOption[] | undefined;
  billkey: string;
  onBillkey: (billkey: string) => void;
  password: string;
  onPassword: (password: string) => void;
  /** Where cards are registered (`/easypayment`). */
  registerTo: string;
  /** The caller's texts (this widget knows no feature's namespace). */
  texts: { methods: Record<PayChoice, string>; cards: string; password: string; noCards: string; register: string };
};

/**
 * The choice between a card on the provider's hosted page and easy pay (one of the member's
 * registered cards and the 6-digit payment password), shared by the screens that take a payment
 * of their own (a lucky-draw win, a return's fee).
 */
export function CardOrEasyPay(p: CardOrEasyPayProps) {
  return (
    <>
      <div role="radiogroup" aria-labelledby={p.labelledBy}>
        {(["CARD", "EASYPAY"] as const).map((m) => (
          <label key={m} className={styles.option}>
            <Radio name={`${p.name}-method`} value={m} checked={p.method === m} onChoose={() => p.onMethod(m)} />
            <span className={styles.label}>{p.texts.methods[m]}</span>
          </label>
        ))}
      </div>
      {p.method === "EASYPAY" ? <EasyPayFields {...p} /> : null}
    </>
  );
}

function EasyPayFields({
  name,
  cards,
  billkey,
  onBillkey,
  password,
  onPassword,
  registerTo,
  texts,
}: CardOrEasyPayProps) {
  const id = useId();
  if (!cards) return <div aria-busy="true" />;
  if (cards.length === 0) {
    return (
      <p className={styles.notice}>
        {texts.noCards}{" "}
        <Link to={registerTo} className={styles.inlineLink}>
          {texts.register}
        </Link>
      </p>
    );
  }
  return (
    <div className={styles.easyPay}>
      <div role="radiogroup" aria-label={texts.cards}>
        {cards.map((c) => (
          <label key={c.billkey} className={styles.option}>
            <Radio
              name={`${name}-card`}
              value={c.billkey}
              checked={billkey === c.billkey}
              onChoose={() => onBillkey(c.billkey)}
            />
            <span className={styles.label}>
              {c.cardName} {c.cardNo}
            </span>
          </label>
        ))}
      </div>
      <label htmlFor={id} className={styles.fieldLabel}>
        {texts.password}
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
