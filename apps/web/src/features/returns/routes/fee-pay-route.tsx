import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { CardOrEasyPay, type PayChoice } from "../../../components/ui/card-or-easy-pay";
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
  const [method, setMethod] = useState<PayChoice>("CARD");
  const [billkey, setBillkey] = useState("");
  const [password, setPassword] = useState("");
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const cards = useEasyPayCards(method === "EASYPAY").data?.cards;
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
        <CardOrEasyPay
          name="fee"
          labelledBy="pay-method"
          method={method}
          onMethod={setMethod}
          cards={cards}
          billkey={billkey}
          onBillkey={setBillkey}
          password={password}
          onPassword={setPassword}
          registerTo={easyPayRegisterTo}
          texts={{
            methods: { CARD: t("pay.methods.CARD"), EASYPAY: t("pay.methods.EASYPAY") },
            cards: t("pay.card"),
            password: t("pay.password"),
            noCards: t("pay.noCard"),
            register: t("pay.register"),
          }}
        />
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
