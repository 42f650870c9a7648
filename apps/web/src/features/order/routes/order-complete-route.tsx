import { CODE_GROUPS } from "@cellar/contracts/client";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { CartButton } from "../../../components/ui/cart-button";
import { CtaBar } from "../../../components/ui/cta-bar";
import { EmptyState } from "../../../components/ui/empty-state";
import { PageHeader } from "../../../components/ui/page-header";
import { formatDayAndTime } from "../../../lib/format/date";
import { formatNumber } from "../../../lib/format/number";
import { useCodeName } from "../../../lib/query/use-code-name";
import { useOrderDetail } from "../api/get-order-detail";
import { AmountSummary } from "../components/amount-summary";
import styles from "./order-complete-route.module.css";

type OrderCompleteRouteProps = {
  orderNo: string;
  detailHref: string;
  cartHref: string;
  /** My kept wine (`/wineKeep`), for an order kept at the store. */
  wineKeepHref: string;
  onDetail: () => void;
  onHome: () => void;
};

/** `/order/complete?orderNo=`: the paid order: number, pick-up, what was paid how. */
export function OrderCompleteRoute({
  orderNo,
  detailHref,
  cartHref,
  wineKeepHref,
  onDetail,
  onHome,
}: OrderCompleteRouteProps) {
  const { t } = useTranslation("order");
  const statusName = useCodeName(CODE_GROUPS.orderStatus);
  const { t: tr } = useTranslation("routes");
  const query = useOrderDetail(orderNo);
  const order = query.data;
  const won = (value: number) => t("won", { value: formatNumber(value) });
  return (
    <>
      <PageHeader title={tr("orderComplete")} right={<CartButton to={cartHref} />} />
      <main className={styles.page}>
        {query.isError ? <EmptyState title={t("detail.notFound")} /> : null}
        {order ? (
          <>
            <section className={styles.hero}>
              <span className={styles.check} aria-hidden="true">
                ✓
              </span>
              <h2 className={styles.title}>
                {order.orderStatCd === "00" ? t("complete.paying") : t("complete.title")}
              </h2>
              <p className={styles.no}>
                {t("complete.orderNo")} <Link to={detailHref}>{order.orderNo}</Link>
              </p>
              <p className={styles.status} data-testid="complete-status">
                {statusName(order.orderStatCd, order.orderStatNm)}
              </p>
            </section>
            <section className={styles.card}>
              <dl className={styles.facts}>
                {order.orderDeliveryCd === "02" && order.shippingAddress ? (
                  <div>
                    <dt>{t("complete.delivery")}</dt>
                    <dd>
                      {order.shippingAddress.baseAddr} {order.shippingAddress.detailAddr}
                    </dd>
                  </div>
                ) : (
                  <>
                    <div>
                      <dt>{t("complete.store")}</dt>
                      <dd>{order.tnantNm}</dd>
                    </div>
                    <div>
                      <dt>
                        {order.appKeepYn === "Y"
                          ? t("complete.keep")
                          : t(order.revTakeHm ? "complete.dateTime" : "complete.date")}
                      </dt>
                      <dd data-testid="complete-pickup">
                        {order.appKeepYn === "Y" ? (
                          <Link to={wineKeepHref}>{t("receive.keepLink")}</Link>
                        ) : order.revDate ? (
                          formatDayAndTime(order.revDate, order.revTakeHm)
                        ) : (
                          "-"
                        )}
                      </dd>
                    </div>
                  </>
                )}
                {order.payments.map((p) => (
                  <div key={p.payNo}>
                    <dt>{t(`detail.method.${p.payMethod}`, { defaultValue: p.payMethod })}</dt>
                    <dd>
                      {won(p.amount)}
                      {p.cardNo ? <span className={styles.cardNo}> {p.cardNo}</span> : null}
                    </dd>
                  </div>
                ))}
                <div className={styles.total}>
                  <dt>{t("complete.paid")}</dt>
                  <dd data-testid="complete-net">{won(order.amounts.netAmt)}</dd>
                </div>
              </dl>
            </section>
            <AmountSummary amounts={order.amounts} discounts={order.discounts} />
            <CtaBar
              actions={[
                { label: t("complete.home"), onClick: onHome, variant: "outline" },
                { label: t("complete.detail"), onClick: onDetail },
              ]}
            />
          </>
        ) : null}
      </main>
    </>
  );
}
