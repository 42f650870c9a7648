import { CODE_GROUPS, type GnbOrder, VOUCHER_ORDER_STATUS } from "@cellar/contracts/client";
import { useTranslation } from "react-i18next";
import { InfiniteSentinel } from "../../../components/ui/infinite-sentinel";
import { useInfiniteList } from "../../../components/ui/use-infinite-list";
import { formatDate } from "../../../lib/format/date";
import { useCodeName } from "../../../lib/query/use-code-name";
import { getGnbOrders, gnbOrdersQueryKey, toOrderListPage } from "../api/get-gnb-orders";
import styles from "./panel-order-list.module.css";

type PanelOrderListProps = {
  /** Opens the large barcode of the order number (status 02 only). */
  onVoucher: (orderNo: string) => void;
  scrollRoot: Element | null;
};

/** 'in-progress orders' of the membership panel: [status] item names, YYYY.MM.DD, voucher on status 02. */
export function PanelOrderList({ onVoucher, scrollRoot }: PanelOrderListProps) {
  const { t } = useTranslation("membership");
  const statusName = useCodeName(CODE_GROUPS.orderStatus);
  const list = useInfiniteList<GnbOrder>({
    queryKey: [...gnbOrdersQueryKey, "panel"],
    logTag: "orders",
    fetchPage: async (pageNo) => toOrderListPage(await getGnbOrders(pageNo)),
  });

  return (
    <section className={styles.section} aria-labelledby="panel-orders-title">
      <h3 id="panel-orders-title" className={styles.title}>
        {t("panel.ordersTitle")}
      </h3>
      {list.settled && list.items.length === 0 ? <p className={styles.empty}>{t("panel.ordersEmpty")}</p> : null}
      <ul className={styles.list}>
        {list.items.map((order) => (
          <li key={order.orderNo} className={styles.item} data-order-status={order.orderStatCd}>
            <div className={styles.text}>
              <p className={styles.name}>
                <span className={styles.status}>[{statusName(order.orderStatCd, order.orderStatNm)}]</span>{" "}
                {order.orderItemNames}
              </p>
              <p className={styles.date}>{formatDate(order.orderDate)}</p>
            </div>
            {order.orderStatCd === VOUCHER_ORDER_STATUS ? (
              <button type="button" className={styles.voucher} onClick={() => onVoucher(order.orderNo)}>
                {t("panel.voucher")}
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      <InfiniteSentinel active={list.canLoadMore} onVisible={list.loadMore} root={scrollRoot} />
    </section>
  );
}
