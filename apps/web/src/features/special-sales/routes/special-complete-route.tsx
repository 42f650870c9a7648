import { PAYMENT_RETURN_CODES } from "@cellar/contracts/client";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { EmptyState } from "../../../components/ui/empty-state";
import { Spinner } from "../../../components/ui/spinner";
import { useConfirmSpecialOrder } from "../api/special-order";
import type { SpecialLinks } from "../components/special-nav";
import { SpecialOrderView } from "../components/special-order-view";
import styles from "../components/special-sales.module.css";
import { specialErrorText } from "../rules/special-error";

/**
 * `/specialSales?view=complete`: where the hosted payment page sends the guest back. With a payment
 * key the server confirms the order (once) and it shows with its number, to look it up again later.
 */
export function SpecialCompleteRoute({ links, search }: { links: SpecialLinks; search: URLSearchParams }) {
  const { t } = useTranslation("specialSales");
  const orderNo = search.get("orderNo") ?? "";
  const paymentKey = search.get("paymentKey") ?? "";
  const amount = Number(search.get("amount") ?? "");
  const ready = orderNo !== "" && paymentKey !== "" && Number.isInteger(amount) && amount > 0;
  const confirm = useConfirmSpecialOrder(ready ? { orderNo, paymentKey, amount } : null);
  const back = (
    <Link className={styles.link} to={links.cart}>
      {t("complete.retry")}
    </Link>
  );
  if (!ready) {
    const cancelled = search.get("code") === PAYMENT_RETURN_CODES.cancelled;
    return (
      <div className={styles.page}>
        <EmptyState
          title={cancelled ? t("complete.cancelled") : t("complete.failed")}
          description={search.get("message") ?? undefined}
          action={back}
        />
      </div>
    );
  }
  if (confirm.isPending) return <Spinner label={t("complete.confirming")} />;
  if (confirm.isError || !confirm.data) {
    return (
      <div className={styles.page}>
        <EmptyState title={t("complete.failed")} description={specialErrorText(t, confirm.error)} action={back} />
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <section className={styles.section}>
        <h2 className={styles.sectionTitle}>{t("complete.heading")}</h2>
        <p className={styles.muted}>{t("complete.body")}</p>
      </section>
      <SpecialOrderView order={confirm.data} />
      <p className={styles.linkRow}>
        <Link className={styles.link} to={`${links.lookup}&orderNo=${encodeURIComponent(confirm.data.orderNo)}`}>
          {t("complete.lookup")}
        </Link>
      </p>
    </div>
  );
}
