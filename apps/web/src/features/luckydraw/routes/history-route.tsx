import type { LuckyDrawSummary } from "@cellar/contracts/client";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { EmptyState } from "../../../components/ui/empty-state";
import { formatInstant } from "../../../lib/format/seoul-time";
import { useHistory } from "../api/luckydraw-queries";
import { LuckyBadge } from "../components/draw-card";
import { badgeOf } from "../rules/lucky-text";
import styles from "./history-route.module.css";
import shared from "./luckydraw.module.css";

type HistoryRouteProps = {
  /** Where an entry leads: my result once drawn, my entry before. */
  entryTo: (draw: LuckyDrawSummary) => string;
  listTo: string;
  /** Only wins still to pay (`/luckydraw/order`). */
  onlyToPay?: boolean;
};

/** `/luckydraw/history`: my entries, newest first, with the result and the payment state. */
export function HistoryRoute({ entryTo, listTo, onlyToPay = false }: HistoryRouteProps) {
  const { t } = useTranslation("luckydraw");
  const query = useHistory();
  const all = query.data?.list ?? [];
  const list = onlyToPay ? all.filter((d) => d.myEntry?.payState === "UNPAID") : all;
  if (query.isError) return <EmptyState title={t("list.error")} />;
  if (!query.data) return <div className={shared.page} aria-busy="true" />;
  if (list.length === 0) {
    return (
      <EmptyState
        title={onlyToPay ? t("history.noneToPay") : t("history.none")}
        action={
          <Link className={shared.linkButton} to={listTo}>
            {t("history.toList")}
          </Link>
        }
      />
    );
  }
  return (
    <ul className={styles.historyList} aria-label={onlyToPay ? t("history.toPay") : t("history.title")}>
      {list.map((d) => {
        const e = d.myEntry!;
        return (
          <li key={d.luckyDrawCd}>
            <Link to={entryTo(d)} className={styles.historyItem}>
              {d.bottle.imageUrl ? <img src={d.bottle.imageUrl} alt="" width={64} height={64} loading="lazy" /> : null}
              <span className={styles.historyBody}>
                <span className={styles.historyTop}>
                  <LuckyBadge badge={badgeOf(d)} />
                  <span className={styles.hint}>
                    {t("history.applied", { value: formatInstant(e.appliedAt, false) })}
                  </span>
                </span>
                <span className={styles.storeName}>{d.title}</span>
                <span className={styles.hint}>
                  {t("history.store", { store: e.tnantNm })}
                  {e.payState === "UNPAID" || e.payState === "EXPIRED" ? ` · ${t(`history.pay.${e.payState}`)}` : ""}
                </span>
                {e.payState === "UNPAID" ? (
                  <span className={styles.deadlineSmall}>
                    {t("result.deadline", { value: formatInstant(e.payDeadlineAt) })}
                  </span>
                ) : null}
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
