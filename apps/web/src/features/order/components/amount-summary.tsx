import type { OrderCalculation } from "@cellar/contracts/client";
import { useTranslation } from "react-i18next";
import { formatNumber } from "../../../lib/format/number";
import styles from "./amount-summary.module.css";

type AmountSummaryProps = {
  amounts: OrderCalculation["amounts"];
  discounts: OrderCalculation["discounts"];
  /** While a recalculation is on its way (the last answer stays shown). */
  stale?: boolean;
  title?: string;
};

/** The order's amounts as the server computed them: each discount line, prepaid, card, net. */
export function AmountSummary({ amounts, discounts, stale = false, title }: AmountSummaryProps) {
  const { t } = useTranslation("order");
  const won = (value: number) => t("won", { value: formatNumber(value) });
  return (
    <section
      className={styles.box}
      aria-labelledby="amount-title"
      aria-busy={stale || undefined}
      data-testid="amount-summary"
    >
      <h2 id="amount-title" className={styles.title}>
        {title ?? t("amount.title")}
      </h2>
      <dl className={styles.list}>
        <div>
          <dt>{t("amount.orderAmt")}</dt>
          <dd data-testid="amount-order">{won(amounts.orderAmt)}</dd>
        </div>
        {amounts.dlvrAmt > 0 ? (
          <div>
            <dt>{t("amount.dlvrAmt")}</dt>
            <dd>{won(amounts.dlvrAmt)}</dd>
          </div>
        ) : null}
        {discounts.map((line) => (
          <div
            key={`${line.type}-${line.ref ?? line.name}`}
            className={styles.sub}
            data-testid="discount-line"
            data-type={line.type}
          >
            <dt>
              {t(`amount.types.${line.type}`, { defaultValue: line.name })}
              {line.type === "COUPON" || line.type === "STAMP" ? (
                <span className={styles.name}>{line.name}</span>
              ) : null}
            </dt>
            <dd className={styles.minus}>-{won(line.amount)}</dd>
          </div>
        ))}
        <div>
          <dt>{t("amount.totalDcAmt")}</dt>
          <dd className={amounts.totalDcAmt > 0 ? styles.minus : undefined} data-testid="amount-dc">
            {amounts.totalDcAmt > 0 ? "-" : ""}
            {won(amounts.totalDcAmt)}
          </dd>
        </div>
        {amounts.prepaidAmt > 0 ? (
          <div>
            <dt>{t("amount.prepaidAmt")}</dt>
            <dd data-testid="amount-prepaid">-{won(amounts.prepaidAmt)}</dd>
          </div>
        ) : null}
        <div className={styles.net}>
          <dt>{amounts.prepaidAmt > 0 ? t("amount.cardAmt") : t("amount.netAmt")}</dt>
          <dd data-testid="amount-pay">{won(amounts.prepaidAmt > 0 ? amounts.cardAmt : amounts.netAmt)}</dd>
        </div>
      </dl>
      <p className={styles.foot}>
        {t("amount.netNote", { net: formatNumber(amounts.netAmt), save: formatNumber(amounts.pointSaveAmt) })}
      </p>
    </section>
  );
}
