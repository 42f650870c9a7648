import { useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button";
import { Radio } from "../../../components/ui/choice-inputs";
import { EmptyState } from "../../../components/ui/empty-state";
import { formatNumber } from "../../../lib/format/number";
import { returnKeys, startFeePay, useEasyPayCards, useReturn } from "../api/returns-queries";
import { returnsErrorText } from "../rules/returns-text";
import styles from "./returns.module.css";

type FeePayRouteProps = {
  returnNo: string;
  /** Where the card page comes back to (`/return/payment/complete`). */
  returnPath: string;
  onPaid: () => void;
  easyPayRegisterTo: string;
};

/** `/return/payment?returnNo=`: the return fee, by card on the provider's page or by easy pay. */
export function FeePayRoute({ returnNo, returnPath, onPaid, easyPayRegisterTo }: FeePayRouteProps) {
  const { t } = useTranslation("returns");
  const query = useReturn(returnNo);
  const queryClient = useQueryClient();
  const [method, setMethod] = useState<"CARD" | "EASYPAY">("CARD");
  const [billkey, setBillkey] = useState("");
  const [password, setPassword] = useState("");
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const r = query.data;
  if (query.isError) return <EmptyState title={t("detail.notFound")} />;
  if (!r) return <div className={styles.page} aria-busy="true" />;
  if (r.status !== "FEE_DUE") return <EmptyState title={t("pay.nothing")} />;
  const pay = async () => {
    if (method === "EASYPAY" && (!billkey || password.length !== 6)) return setError(t("pay.missing"));
    setPending(true);
    setError(null);
    try {
      const started = await startFeePay(
        returnNo,
        method === "CARD" ? { payMethod: "CARD", returnPath } : { payMethod: "EASYPAY", returnPath, billkey, password },
      );
      if (started.payUrl) return window.location.assign(started.payUrl);
      await queryClient.invalidateQueries({ queryKey: returnKeys.all });
      onPaid();
    } catch (err) {
      setError(returnsErrorText(err));
      setPassword("");
      setPending(false);
    }
  };
  return (
    <div className={styles.page}>
      <section className={styles.section} aria-labelledby="pay-what">
        <h2 id="pay-what" className={styles.sectionTitle}>
          {t(`type.${r.type}`)} · {r.title}
        </h2>
        <dl className={styles.facts}>
          <dt>{t("request.feeReturn")}</dt>
          <dd>{t("won", { value: formatNumber(r.fee.returnShipping) })}</dd>
          {r.fee.optionDifference > 0 ? (
            <>
              <dt>{t("request.feeOption")}</dt>
              <dd>{t("won", { value: formatNumber(r.fee.optionDifference) })}</dd>
            </>
          ) : null}
          {r.fee.lostFreeShipping > 0 ? (
            <>
              <dt>{t("request.feeLost")}</dt>
              <dd>{t("won", { value: formatNumber(r.fee.lostFreeShipping) })}</dd>
            </>
          ) : null}
          <dt className={styles.total}>{t("pay.amount")}</dt>
          <dd className={styles.total}>{t("won", { value: formatNumber(r.feeAmt) })}</dd>
        </dl>
      </section>
      <section className={styles.section} aria-labelledby="pay-method">
        <h2 id="pay-method" className={styles.sectionTitle}>
          {t("pay.method")}
        </h2>
        <div role="radiogroup" aria-labelledby="pay-method">
          {(["CARD", "EASYPAY"] as const).map((m) => (
            <label key={m} className={styles.option}>
              <Radio name="fee-method" value={m} checked={method === m} onChoose={() => setMethod(m)} />
              {t(`pay.methods.${m}`)}
            </label>
          ))}
        </div>
        {method === "EASYPAY" ? (
          <EasyPay
            billkey={billkey}
            onBillkey={setBillkey}
            password={password}
            onPassword={setPassword}
            registerTo={easyPayRegisterTo}
          />
        ) : null}
      </section>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button block onClick={() => void pay()} disabled={pending}>
          {t("pay.submit", { value: formatNumber(r.feeAmt) })}
        </Button>
      </div>
    </div>
  );
}

type EasyPayProps = {
  billkey: string;
  onBillkey: (b: string) => void;
  password: string;
  onPassword: (p: string) => void;
  registerTo: string;
};

/** One of the member's registered cards and the 6-digit payment password. */
function EasyPay({ billkey, onBillkey, password, onPassword, registerTo }: EasyPayProps) {
  const { t } = useTranslation("returns");
  const id = useId();
  const cards = useEasyPayCards(true).data?.cards;
  if (!cards) return <div aria-busy="true" />;
  if (cards.length === 0) {
    return (
      <p className={styles.hint}>
        {t("pay.noCard")} <Link to={registerTo}>{t("pay.register")}</Link>
      </p>
    );
  }
  return (
    <>
      <div role="radiogroup" aria-label={t("pay.card")}>
        {cards.map((c) => (
          <label key={c.billkey} className={styles.option}>
            <Radio
              name="fee-card"
              value={c.billkey}
              checked={billkey === c.billkey}
              onChoose={() => onBillkey(c.billkey)}
            />
            {c.cardName} {c.cardNo}
          </label>
        ))}
      </div>
      <label htmlFor={id} className={styles.hint}>
        {t("pay.password")}
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
    </>
  );
}
