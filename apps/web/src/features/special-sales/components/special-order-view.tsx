import type { SpecialOrder } from "@cellar/contracts/client";
import { useTranslation } from "react-i18next";
import { Barcode } from "../../../components/ui/barcode";
import { formatNumber } from "../../../lib/format/number";
import { formatInstant } from "../../../lib/format/seoul-time";
import styles from "./special-order.module.css";

/** A guest order: status, store, items, amounts, and the pick-up voucher barcode once it is ready (02). */
export function SpecialOrderView({ order }: { order: SpecialOrder }) {
  const { t } = useTranslation("specialSales");
  const rows: [string, string][] = [
    [t("detail.orderNo"), order.orderNo],
    [t("detail.orderedAt"), formatInstant(order.orderedAt)],
    [t("detail.store"), order.tnantNm],
    [t("detail.buyer"), `${order.buyerNm} · ${order.mobileNo}`],
  ];
  if (order.cardNo) rows.push([t("detail.card"), order.cardNo]);
  return (
    <article className={styles.order} aria-label={order.orderNo}>
      <header className={styles.head}>
        <span className={styles.sale}>{order.saleTitle}</span>
        <strong className={styles.status} data-status={order.status}>
          {t(`status.${order.status}`)}
        </strong>
      </header>
      <section className={styles.voucher} aria-label={t("detail.voucher")}>
        {order.voucherNo ? (
          <>
            <Barcode value={order.voucherNo} size="large" label={t("detail.voucherLabel")} />
            <span className={styles.voucherNo}>{order.voucherNo}</span>
            <span className={styles.hint}>{t("detail.voucherHint")}</span>
          </>
        ) : (
          <span className={styles.hint}>
            {order.status === "01" ? t("detail.voucherWaiting") : t(`status.${order.status}`)}
          </span>
        )}
      </section>
      <dl className={styles.facts}>
        {rows.map(([k, v]) => (
          <div key={k}>
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
      <h3 className={styles.subTitle}>{t("detail.items")}</h3>
      <ul className={styles.lines}>
        {order.lines.map((l) => (
          <li key={l.itemCd}>
            <img src={l.imageUrl} alt="" width={48} height={48} />
            <span className={styles.lineName}>{l.itemNm}</span>
            <span className={styles.lineAmt}>{t("detail.line", { qty: l.qty, amount: formatNumber(l.amount) })}</span>
          </li>
        ))}
      </ul>
      <dl className={styles.sum}>
        <div>
          <dt>{t("detail.normalAmount")}</dt>
          <dd className={styles.strike}>{formatNumber(order.normalAmount)}원</dd>
        </div>
        <div>
          <dt>{t("detail.amount")}</dt>
          <dd className={styles.amount}>{formatNumber(order.amount)}원</dd>
        </div>
      </dl>
    </article>
  );
}
