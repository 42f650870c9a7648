import { useTranslation } from "react-i18next";
import { formatDate } from "../../../lib/format/date";
import { formatNumber } from "../../../lib/format/number";
import { discountOf, type PriceLines } from "../rules/pricing";
import styles from "./product-prices.module.css";

/** Sale price with its discount, then the event, member and employee prices that apply. */
export function ProductPrices({ lines }: { lines: PriceLines }) {
  const { t } = useTranslation("product");
  const won = (value: number) => t("price.won", { value: formatNumber(value) });
  const extra = [
    lines.event
      ? {
          key: "event",
          label: t("price.event", { name: lines.event.eventNm }),
          hint: t("price.eventUntil", { date: formatDate(lines.event.endDate) }),
          value: lines.event.eventPrice,
        }
      : null,
    lines.memberPrice !== null
      ? { key: "member", label: t("price.member"), hint: t("price.memberHint"), value: lines.memberPrice }
      : null,
    lines.empPrice !== null ? { key: "employee", label: t("price.employee"), hint: "", value: lines.empPrice } : null,
  ].filter((x) => x !== null);

  return (
    <div className={styles.prices}>
      <p className={styles.main} data-testid="sale-price">
        {lines.discountRate > 0 ? (
          <span className={styles.rate}>{t("price.rate", { value: lines.discountRate })}</span>
        ) : null}
        <strong className={styles.price}>{won(lines.price)}</strong>
        {lines.discountRate > 0 ? (
          <del className={styles.was}>
            <span className="visually-hidden">{t("price.regular")}</span>
            {won(lines.saleUprc)}
          </del>
        ) : null}
      </p>
      {extra.length > 0 ? (
        <dl className={styles.extra}>
          {extra.map((line) => {
            const rate = discountOf(lines.saleUprc, line.value);
            return (
              <div key={line.key} className={styles.line} data-price={line.key}>
                <dt>
                  <span className={styles.label}>{line.label}</span>
                  {line.hint ? <span className={styles.hint}>{line.hint}</span> : null}
                </dt>
                <dd>
                  {rate > 0 ? <span className={styles.lineRate}>{t("price.rate", { value: rate })}</span> : null}
                  <strong>{won(line.value)}</strong>
                </dd>
              </div>
            );
          })}
        </dl>
      ) : null}
    </div>
  );
}
