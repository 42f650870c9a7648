import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { EmptyState } from "../../../components/ui/empty-state";
import { formatNumber } from "../../../lib/format/number";
import { formatInstant } from "../../../lib/format/seoul-time";
import { startLuckyPay, useDraw } from "../api/luckydraw-queries";
import { luckyErrorText } from "../rules/lucky-text";
import styles from "./luckydraw.module.css";

/**
 * `/luckydraw/order/{luckyDrawCd}`: the winner pays for the bottle by card on the provider's page
 * (sandbox), before the deadline; it comes back to `/luckydraw/complete`.
 */
export function PayRoute({ luckyDrawCd, returnPath }: { luckyDrawCd: string; returnPath: string }) {
  const { t } = useTranslation("luckydraw");
  const query = useDraw(luckyDrawCd);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const draw = query.data;
  if (query.isError) return <EmptyState title={t("detail.notFound")} />;
  if (!draw) return <div className={styles.page} aria-busy="true" />;
  const e = draw.myEntry;
  const payable = e?.result === "WINNER" && e.payState === "UNPAID";
  const pay = async () => {
    setPending(true);
    setError(null);
    try {
      const started = await startLuckyPay(luckyDrawCd, returnPath);
      window.location.assign(started.payUrl);
    } catch (err) {
      setError(luckyErrorText(err));
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
          <dt>{t("pay.method")}</dt>
          <dd>{t("pay.card")}</dd>
          <dt>{t("pay.amount")}</dt>
          <dd>
            <strong>{t("card.price", { value: formatNumber(draw.drawPrice) })}</strong>
          </dd>
        </dl>
        <p className={styles.hint}>{t("pay.pickupNote")}</p>
      </section>
      {!payable ? (
        <p className={styles.warning}>{t(`pay.not.${e?.payState === "PAID" ? "PAID" : (e?.result ?? "NONE")}`)}</p>
      ) : null}
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
