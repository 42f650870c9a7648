import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { CardOrEasyPay, type PayChoice } from "../../../components/ui/card-or-easy-pay";
import { EmptyState } from "../../../components/ui/empty-state";
import { formatNumber } from "../../../lib/format/number";
import { formatInstant } from "../../../lib/format/seoul-time";
import { luckyKeys, startLuckyPay, useDraw, useEasyPayCards } from "../api/luckydraw-queries";
import { luckyErrorText } from "../rules/lucky-text";
import styles from "./luckydraw.module.css";

type PayRouteProps = {
  luckyDrawCd: string;
  /** Where the card page comes back to (`/luckydraw/complete`). */
  returnPath: string;
  /** After an easy-pay charge (paid at once). */
  onPaid: () => void;
  easyPayRegisterTo: string;
};

/**
 * `/luckydraw/order/{luckyDrawCd}`: the winner pays for the bottle before the deadline, by card on
 * the provider's page (sandbox) or by easy pay (a registered card and the payment password).
 */
export function PayRoute({ luckyDrawCd, returnPath, onPaid, easyPayRegisterTo }: PayRouteProps) {
  const { t } = useTranslation("luckydraw");
  const query = useDraw(luckyDrawCd);
  const queryClient = useQueryClient();
  const [method, setMethod] = useState<PayChoice>("CARD");
  const [billkey, setBillkey] = useState("");
  const [password, setPassword] = useState("");
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const cards = useEasyPayCards(method === "EASYPAY").data?.cards;
  const draw = query.data;
  if (query.isError) return <EmptyState title={t("detail.notFound")} />;
  if (!draw) return <div className={styles.page} aria-busy="true" />;
  const e = draw.myEntry;
  const payable = e?.result === "WINNER" && e.payState === "UNPAID";
  const pay = async () => {
    if (method === "EASYPAY" && (!billkey || password.length !== 6)) return setError(t("pay.easyPayMissing"));
    setPending(true);
    setError(null);
    try {
      const started = await startLuckyPay(
        luckyDrawCd,
        method === "CARD" ? { payMethod: "CARD", returnPath } : { payMethod: "EASYPAY", returnPath, billkey, password },
      );
      if (started.payUrl) return window.location.assign(started.payUrl);
      // Paid at once: what the lucky-draw pages knew (unpaid) is dropped before the next one reads it.
      queryClient.removeQueries({ queryKey: luckyKeys.all });
      onPaid();
    } catch (err) {
      setError(luckyErrorText(err));
      setPassword("");
      setPending(false);
    }
  };
  return (
    <div className={styles.page}>
      <section className={styles.section} aria-labelledby="lucky-pay-item">
        <h2 id="lucky-pay-item" className={styles.sectionTitle}>
          {t("pay.item")}
        </h2>
        <div className={styles.payItem}>
          {draw.bottle.imageUrl ? <img src={draw.bottle.imageUrl} alt="" width={72} height={72} /> : null}
          <div>
            <p className={styles.storeName}>{draw.bottle.itemNm}</p>
            <p className={styles.hint}>{t("pay.qty")}</p>
          </div>
        </div>
        <dl className={styles.facts}>
          <dt>{t("entry.store")}</dt>
          <dd>{e?.tnantNm ?? "-"}</dd>
          <dt>{t("pay.deadline")}</dt>
          <dd>{formatInstant(e?.payDeadlineAt)}</dd>
          <dt>{t("pay.amount")}</dt>
          <dd>
            <strong>{t("card.price", { value: formatNumber(draw.drawPrice) })}</strong>
          </dd>
        </dl>
        <p className={styles.hint}>{t("pay.pickupNote")}</p>
      </section>
      {payable ? (
        <section className={styles.section} aria-labelledby="lucky-pay-method">
          <h2 id="lucky-pay-method" className={styles.sectionTitle}>
            {t("pay.method")}
          </h2>
          <CardOrEasyPay
            name="lucky"
            labelledBy="lucky-pay-method"
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
              cards: t("pay.cards"),
              password: t("pay.password"),
              noCards: t("pay.noCards"),
              register: t("pay.register"),
            }}
          />
        </section>
      ) : (
        <p className={styles.warning}>{t(`pay.not.${e?.payState === "PAID" ? "PAID" : (e?.result ?? "NONE")}`)}</p>
      )}
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button block onClick={() => void pay()} disabled={!payable || pending}>
          {t("pay.submit", { value: formatNumber(draw.drawPrice) })}
        </Button>
      </div>
    </div>
  );
}
