import type { StampTransaction } from "@cellar/contracts/client";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { InfiniteSentinel } from "../../../components/ui/infinite-sentinel";
import { useInfiniteList } from "../../../components/ui/use-infinite-list";
import { benefitErrorText } from "../../../domain/errors/benefit-error-text";
import { formatDate } from "../../../lib/format/date";
import { formatInstant } from "../../../lib/format/seoul-time";
import { useGlobalState } from "../../../lib/state/global-state";
import { useStampCard } from "../api/get-stamp-card";
import { getStampHistory, stampHistoryQueryKey } from "../api/get-stamp-history";
import { useRedeemStamps } from "../api/redeem-stamps";
import styles from "./stamp-section.module.css";

/** The stamp card (filled and empty slots of one reward) and the stamp history below it. */
export function StampSection() {
  const { t } = useTranslation("membership");
  const card = useStampCard().data;
  const redeem = useRedeemStamps();
  const history = useInfiniteList<StampTransaction>({
    queryKey: stampHistoryQueryKey,
    logTag: "stamps",
    fetchPage: async (pageNo) => {
      const page = await getStampHistory(pageNo);
      return { list: page.list, pageNo: page.pageNo, hasMore: page.pageNo < page.totalPages };
    },
  });

  const onRedeem = () =>
    redeem.mutate(undefined, {
      onSuccess: (result) => useGlobalState.getState().showToast(t("stamps.redeemed", { name: result.couponName })),
      onError: (e) => {
        const text = benefitErrorText(e);
        if (text) useGlobalState.getState().showToast(text);
      },
    });

  return (
    <section className={styles.section} aria-labelledby="stamp-title">
      <h2 id="stamp-title" className={styles.title}>
        {t("stamps.title")}
      </h2>
      {card ? (
        <div className={styles.card}>
          <p className={styles.balance}>{t("stamps.balance", { count: card.balance })}</p>
          <ol
            className={styles.slots}
            aria-label={t("stamps.progress", { progress: card.rewardProgress, per: card.stampsPerReward })}
          >
            {Array.from({ length: card.stampsPerReward }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: slots are positions, not data
              <li key={i} className={i < card.rewardProgress ? styles.filled : styles.slot} />
            ))}
          </ol>
          <p className={styles.meta}>
            {t("stamps.progress", { progress: card.rewardProgress, per: card.stampsPerReward })}
          </p>
          {card.expiringCount > 0 && card.expiringDate ? (
            <p className={styles.expiring}>
              {t("stamps.expiring", { count: card.expiringCount, date: formatDate(card.expiringDate) })}
            </p>
          ) : null}
          {card.rewardsAvailable > 0 ? (
            <Button size="md" block onClick={onRedeem} disabled={redeem.isPending}>
              {t("stamps.redeem")} · {t("stamps.rewards", { count: card.rewardsAvailable })}
            </Button>
          ) : null}
        </div>
      ) : null}
      <h3 className={styles.subtitle}>{t("stamps.history")}</h3>
      {history.settled && history.items.length === 0 ? (
        <p className={styles.empty}>{t("stamps.historyEmpty")}</p>
      ) : null}
      <ul className={styles.history}>
        {history.items.map((tx) => (
          <li key={tx.stampTxNo} className={styles.tx} data-type={tx.type}>
            <div>
              <p className={styles.txType}>{t(`stamps.types.${tx.type}`)}</p>
              <p className={styles.txDate}>{formatInstant(tx.createdAt)}</p>
            </div>
            <div className={styles.txRight}>
              <p className={tx.quantity >= 0 ? styles.plus : styles.minus}>
                {tx.quantity >= 0 ? `+${tx.quantity}` : tx.quantity}
              </p>
              <p className={styles.txDate}>{t("stamps.balanceAfter", { count: tx.balanceAfter })}</p>
            </div>
          </li>
        ))}
      </ul>
      <InfiniteSentinel active={history.canLoadMore} onVisible={history.loadMore} />
    </section>
  );
}
