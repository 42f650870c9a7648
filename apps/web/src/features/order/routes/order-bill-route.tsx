import { useTranslation } from "react-i18next";
import { EmptyState } from "../../../components/ui/empty-state";
import { PageHeader } from "../../../components/ui/page-header";
import { useGoBack } from "../../../components/ui/use-go-back";
import { formatDate } from "../../../lib/format/date";
import { formatNumber } from "../../../lib/format/number";
import { formatPhone } from "../../../lib/format/phone";
import { useOrderBill } from "../api/get-order-bill";
import styles from "./order-bill-route.module.css";

/** `/order/bill?orderNo=`: the receipt of a paid order (seller, lines, supply value and VAT, payments). */
export function OrderBillRoute({ orderNo }: { orderNo: string }) {
  const { t } = useTranslation("order");
  const goBack = useGoBack();
  const query = useOrderBill(orderNo);
  const bill = query.data;
  const n = (v: number) => formatNumber(v);
  return (
    <>
      <PageHeader title={t("bill.title")} onBack={goBack} bordered />
      <main className={styles.page}>
        {query.isError ? <EmptyState title={t("detail.notFound")} /> : null}
        {bill ? (
          <article className={styles.paper} data-testid="bill">
            <h2 className={styles.title}>{t("bill.title")}</h2>
            {bill.cancelled ? <p className={styles.cancelled}>{t("bill.cancelled")}</p> : null}
            <dl className={styles.facts}>
              <div>
                <dt>{t("bill.billNo")}</dt>
                <dd>{bill.billNo}</dd>
              </div>
              <div>
                <dt>{t("complete.orderNo")}</dt>
                <dd>{bill.orderNo}</dd>
              </div>
              <div>
                <dt>{t("detail.orderDate")}</dt>
                <dd>{formatDate(bill.orderDate, "YYYY.MM.DD HH:mm")}</dd>
              </div>
              <div>
                <dt>{t("bill.seller")}</dt>
                <dd>{bill.tnantNm}</dd>
              </div>
              <div>
                <dt>{t("bill.bizRegNo")}</dt>
                <dd>{bill.bizRegNo}</dd>
              </div>
              <div>
                <dt />
                <dd>
                  {bill.tnantBaseAddr} {formatPhone(bill.tnantTel)}
                </dd>
              </div>
            </dl>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th>{t("bill.item")}</th>
                  <th>{t("bill.qty")}</th>
                  <th>{t("bill.amount")}</th>
                </tr>
              </thead>
              <tbody>
                {bill.lines.map((line) => (
                  <tr key={`${line.itemNm}-${line.unitPrice}`}>
                    <td>{line.itemNm}</td>
                    <td>{line.itemQty}</td>
                    <td>{n(line.amount)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <dl className={styles.facts}>
              <div>
                <dt>{t("amount.orderAmt")}</dt>
                <dd>{n(bill.amounts.orderAmt)}</dd>
              </div>
              <div>
                <dt>{t("amount.totalDcAmt")}</dt>
                <dd>{bill.amounts.totalDcAmt > 0 ? `-${n(bill.amounts.totalDcAmt)}` : "0"}</dd>
              </div>
              <div>
                <dt>{t("bill.supply")}</dt>
                <dd>{n(bill.supplyAmt)}</dd>
              </div>
              <div>
                <dt>{t("bill.tax")}</dt>
                <dd>{n(bill.amounts.totalTaxAmt)}</dd>
              </div>
              <div className={styles.total}>
                <dt>{t("bill.total")}</dt>
                <dd data-testid="bill-total">{t("won", { value: n(bill.amounts.netAmt) })}</dd>
              </div>
            </dl>
            <dl className={styles.facts}>
              {bill.payments.map((p) => (
                <div key={p.payNo}>
                  <dt>
                    {t("bill.paidBy")} · {t(`detail.method.${p.payMethod}`, { defaultValue: p.payMethod })}
                  </dt>
                  <dd>
                    {n(p.amount)} {p.cardNo ?? ""}
                  </dd>
                </div>
              ))}
            </dl>
          </article>
        ) : null}
      </main>
    </>
  );
}
