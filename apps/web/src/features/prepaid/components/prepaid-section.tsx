import { PREPAID_CHARGE, type PrepaidTransaction } from "@cellar/contracts/client";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { InfiniteSentinel } from "../../../components/ui/infinite-sentinel";
import { useInfiniteList } from "../../../components/ui/use-infinite-list";
import { formatNumber } from "../../../lib/format/number";
import { formatInstant } from "../../../lib/format/seoul-time";
import { getPrepaidHistory, prepaidHistoryQueryKey, usePrepaid } from "../api/get-prepaid";
import { useStartPrepaidCharge } from "../api/start-prepaid-charge";
import styles from "./prepaid-section.module.css";

/** Top-up amounts offered (won), within PREPAID_CHARGE limits. */
export const CHARGE_AMOUNTS = [10_000, 30_000, 50_000, 100_000] as const;

type PrepaidSectionProps = {
  returnPath: string;
  /** Called before leaving for the payment page (the shell remembers the pay type). */
  onLeave: () => void;
};

/** Prepaid balance, top-up through the payment page, and the history. */
export function PrepaidSection({ returnPath, onLeave }: PrepaidSectionProps) {
  const { t } = useTranslation("membership");
  const balance = usePrepaid().data?.balance;
  const [amount, setAmount] = useState<number>(CHARGE_AMOUNTS[0]);
  const charge = useStartPrepaidCharge();
  const history = useInfiniteList<PrepaidTransaction>({
    queryKey: prepaidHistoryQueryKey,
    logTag: "prepaid",
    fetchPage: async (pageNo) => {
      const page = await getPrepaidHistory(pageNo);
      return { list: page.list, pageNo: page.pageNo, hasMore: page.pageNo < page.totalPages };
    },
  });
  const room = PREPAID_CHARGE.maxBalance - (balance ?? 0);

  const onCharge = () =>
    charge.mutate(
      { amount, returnPath },
      {
        onSuccess: (start) => {
          onLeave();
          window.location.assign(start.payUrl);
        },
      },
    );

  return (
    <section className={styles.section} aria-labelledby="prepaid-title">
      <h2 id="prepaid-title" className={styles.title}>
        {t("prepaid.title")}
      </h2>
      <p className={styles.balance} data-testid={balance === undefined ? undefined : "prepaid-balance"}>
        {balance === undefined ? "\u00a0" : t("page.won", { value: formatNumber(balance) })}
      </p>
      <fieldset className={styles.amounts}>
        <legend className={styles.legend}>{t("prepaid.amount")}</legend>
        {CHARGE_AMOUNTS.map((value) => (
          <label key={value} className={styles.amount}>
            <input
              type="radio"
              name="prepaid-amount"
              value={value}
              checked={amount === value}
              disabled={value > room}
              onChange={() => setAmount(value)}
            />
            <span>{t("page.won", { value: formatNumber(value) })}</span>
          </label>
        ))}
      </fieldset>
      <p className={styles.note}>{t("prepaid.limit", { max: formatNumber(PREPAID_CHARGE.maxBalance) })}</p>
      <Button block onClick={onCharge} disabled={charge.isPending || amount > room}>
        {t("prepaid.charge", { value: formatNumber(amount) })}
      </Button>
      <h3 className={styles.subtitle}>{t("prepaid.history")}</h3>
      {history.settled && history.items.length === 0 ? (
        <p className={styles.empty}>{t("prepaid.historyEmpty")}</p>
      ) : null}
      <ul>
        {history.items.map((tx) => (
          <li key={tx.prepaidTxNo} className={styles.tx} data-type={tx.type}>
            <div>
              <p className={styles.txTitle}>
                {t(`prepaid.types.${tx.type}`)} · {tx.description}
              </p>
              <p className={styles.txMeta}>{formatInstant(tx.createdAt)}</p>
            </div>
            <div className={styles.txRight}>
              <p className={tx.amount >= 0 ? styles.plus : styles.minus}>
                {tx.amount >= 0 ? "+" : ""}
                {formatNumber(tx.amount)}
              </p>
              <p className={styles.txMeta}>{t("prepaid.after", { value: formatNumber(tx.balanceAfter) })}</p>
            </div>
          </li>
        ))}
      </ul>
      <InfiniteSentinel active={history.canLoadMore} onVisible={history.loadMore} />
    </section>
  );
}
