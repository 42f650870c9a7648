import { CODE_GROUPS } from "@cellar/contracts/client";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { CartButton } from "../../../components/ui/cart-button";
import { Chips } from "../../../components/ui/chips";
import { EmptyState } from "../../../components/ui/empty-state";
import { InfiniteSentinel } from "../../../components/ui/infinite-sentinel";
import { PageHeader } from "../../../components/ui/page-header";
import { Tabs } from "../../../components/ui/tabs";
import { useGoBack } from "../../../components/ui/use-go-back";
import { useInfiniteList } from "../../../components/ui/use-infinite-list";
import { formatDate } from "../../../lib/format/date";
import { formatNumber } from "../../../lib/format/number";
import { useCodeName } from "../../../lib/query/use-code-name";
import {
  HISTORY_PERIODS,
  HISTORY_STATUSES,
  type OrderHistoryEntry,
  orderHistoryList,
  readHistoryFilter,
} from "../api/get-order-history";
import styles from "./order-history-route.module.css";

type OrderHistoryRouteProps = {
  title: string;
  cartHref: string;
  detailHref: (entry: OrderHistoryEntry) => string;
};

/** `/orderList` and `/order/history`: the member's orders by period and status (both in the URL). */
export function OrderHistoryRoute({ title, cartHref, detailHref }: OrderHistoryRouteProps) {
  const { t } = useTranslation("order");
  const statusName = useCodeName(CODE_GROUPS.orderStatus);
  const goBack = useGoBack();
  const [search, setSearch] = useSearchParams();
  const filter = readHistoryFilter(search);
  const list = useInfiniteList(orderHistoryList(filter));
  const set = (key: string, value: string) =>
    setSearch(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set(key, value);
        return next;
      },
      { replace: true },
    );

  return (
    <>
      <PageHeader title={title} onBack={goBack} right={<CartButton to={cartHref} />} />
      <Tabs
        label={t("history.status")}
        value={filter.status}
        onChange={(v) => set("status", v)}
        items={HISTORY_STATUSES.map((s) => ({ value: s, label: t(`history.statuses.${s}`) }))}
      />
      <main className={styles.page}>
        <div className={styles.periods}>
          <Chips
            label={t("history.period")}
            items={HISTORY_PERIODS.map((p) => ({ value: String(p), label: t("history.months", { count: p }) }))}
            selected={[String(filter.period)]}
            onToggle={(v) => set("period", v)}
          />
        </div>
        {list.settled && list.items.length === 0 ? <EmptyState title={t("history.empty")} /> : null}
        <ul className={styles.list}>
          {list.items.map((entry) => {
            const names = entry.orderItemNames
              .split(",")
              .map((n) => n.trim())
              .filter(Boolean);
            return (
              <li key={entry.orderNo} className={styles.entry} data-testid="order-entry" data-order-no={entry.orderNo}>
                <Link to={detailHref(entry)} className={styles.link}>
                  <div className={styles.head}>
                    <span className={styles.date}>{formatDate(entry.orderDate)}</span>
                    <span className={styles.status} data-status={entry.orderStatCd}>
                      {statusName(entry.orderStatCd, entry.orderStatNm)}
                    </span>
                  </div>
                  <div className={styles.body}>
                    <div className={styles.thumb}>
                      {entry.firstItemImgFileUrl ? <img src={entry.firstItemImgFileUrl} alt="" loading="lazy" /> : null}
                    </div>
                    <div className={styles.text}>
                      <p className={styles.store}>
                        {entry.tnantNm}
                        {entry.giftYn === "Y" ? <span className={styles.gift}>{t("history.gift")}</span> : null}
                      </p>
                      <p className={styles.name}>
                        {names.length > 1 ? t("history.items", { name: names[0], count: names.length - 1 }) : names[0]}
                      </p>
                      <p className={styles.amount} data-testid="order-entry-amount">
                        {t("won", { value: formatNumber(entry.netAmt) })}
                      </p>
                    </div>
                  </div>
                  {entry.voucherBarcodeNo ? <span className={styles.voucher}>{t("history.voucher")}</span> : null}
                </Link>
              </li>
            );
          })}
        </ul>
        <InfiniteSentinel active={list.canLoadMore} onVisible={list.loadMore} />
      </main>
    </>
  );
}
