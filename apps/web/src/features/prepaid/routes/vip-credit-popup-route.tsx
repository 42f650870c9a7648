import type { PrepaidTransaction } from "@cellar/contracts/client";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { InfiniteSentinel } from "../../../components/ui/infinite-sentinel";
import { PopupFrame } from "../../../components/ui/popup-frame";
import { useInfiniteList } from "../../../components/ui/use-infinite-list";
import { formatNumber } from "../../../lib/format/number";
import { formatInstant } from "../../../lib/format/seoul-time";
import { getPrepaidHistory, prepaidHistoryQueryKey, usePrepaid } from "../api/get-prepaid";
import styles from "./vip-credit-popup-route.module.css";

type VipCreditPopupRouteProps = { title: string; onClose: () => void; onCharge: () => void };

/**
 * `/comm/vipUserCreditPopup`: the paid member's prepaid balance (VIP credit) and its history, opened
 * from the order sheet; topping up goes to the membership payment page.
 */
export function VipCreditPopupRoute({ title, onClose, onCharge }: VipCreditPopupRouteProps) {
  const { t } = useTranslation("membership");
  const balance = usePrepaid().data?.balance;
  const history = useInfiniteList<PrepaidTransaction>({
    queryKey: prepaidHistoryQueryKey,
    logTag: "prepaid",
    fetchPage: async (pageNo) => {
      const page = await getPrepaidHistory(pageNo);
      return { list: page.list, pageNo: page.pageNo, hasMore: page.pageNo < page.totalPages };
    },
  });
  return (
    <PopupFrame
      title={title}
      onClose={onClose}
      footer={
        <Button block onClick={onCharge}>
          {t("prepaid.topUp")}
        </Button>
      }
    >
      <div className={styles.head}>
        <p className={styles.label}>{t("prepaid.title")}</p>
        <p className={styles.balance} data-testid="vip-credit-balance">
          {balance === undefined ? "\u00a0" : t("page.won", { value: formatNumber(balance) })}
        </p>
      </div>
      <h2 className={styles.subtitle}>{t("prepaid.history")}</h2>
      {history.settled && history.items.length === 0 ? (
        <p className={styles.empty}>{t("prepaid.historyEmpty")}</p>
      ) : null}
      <ul className={styles.list}>
        {history.items.map((tx) => (
          <li key={tx.prepaidTxNo} className={styles.tx}>
            <div>
              <p className={styles.txTitle}>
                {t(`prepaid.types.${tx.type}`)} · {tx.description}
              </p>
              <p className={styles.meta}>{formatInstant(tx.createdAt)}</p>
            </div>
            <p className={tx.amount >= 0 ? styles.plus : styles.minus}>
              {tx.amount >= 0 ? "+" : ""}
              {formatNumber(tx.amount)}
            </p>
          </li>
        ))}
      </ul>
      <InfiniteSentinel active={history.canLoadMore} onVisible={history.loadMore} />
    </PopupFrame>
  );
}
