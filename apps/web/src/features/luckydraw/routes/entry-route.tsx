import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { EmptyState } from "../../../components/ui/empty-state";
import { formatInstant } from "../../../lib/format/seoul-time";
import { useDraw } from "../api/luckydraw-queries";
import { LuckyBadge } from "../components/draw-card";
import { DrawFacts } from "../components/draw-facts";
import { badgeOf } from "../rules/lucky-text";
import styles from "./luckydraw.module.css";

type EntryRouteProps = {
  luckyDrawCd: string;
  /** The winner's payment page, the pick-up order and the draw's page. */
  payTo: string;
  orderTo: (orderNo: string) => string;
  drawTo: string;
};

/**
 * `/luckydraw/apply/detail` and `/luckydraw/winning/detail`: my entry (store, when) and, once drawn,
 * the result: a winner sees the payment deadline and pays; a reserve its place; others the outcome.
 */
export function EntryRoute({ luckyDrawCd, payTo, orderTo, drawTo }: EntryRouteProps) {
  const { t } = useTranslation("luckydraw");
  const query = useDraw(luckyDrawCd);
  const draw = query.data;
  if (query.isError || (!luckyDrawCd && !draw)) return <EmptyState title={t("detail.notFound")} />;
  if (!draw) return <div className={styles.page} aria-busy="true" />;
  const e = draw.myEntry;
  if (!e) {
    return (
      <EmptyState
        title={t("entry.none")}
        action={
          <Link className={styles.linkButton} to={drawTo}>
            {t("entry.toDraw")}
          </Link>
        }
      />
    );
  }
  const drawn = draw.state === "DRAWN";
  return (
    <div className={styles.page}>
      <section className={styles.result} data-result={drawn ? e.result : "APPLIED"} aria-labelledby="lucky-result">
        <LuckyBadge badge={badgeOf(draw)} />
        <h2 id="lucky-result" className={styles.resultTitle}>
          {drawn ? t(`result.title.${e.payState === "PAID" ? "PAID" : e.result}`) : t("result.title.APPLIED")}
        </h2>
        <p className={styles.resultText}>
          {drawn
            ? t(`result.text.${e.payState === "PAID" ? "PAID" : e.result}`, {
                deadline: formatInstant(e.payDeadlineAt),
                reserveNo: e.reserveNo ?? "",
              })
            : t("result.text.APPLIED", { announce: formatInstant(draw.announceAt) })}
        </p>
        {e.result === "WINNER" && e.payState === "UNPAID" ? (
          <>
            <p className={styles.deadline} data-testid="lucky-deadline">
              {t("result.deadline", { value: formatInstant(e.payDeadlineAt) })}
            </p>
            <Link className={styles.primaryLink} to={payTo}>
              {t("result.pay")}
            </Link>
          </>
        ) : null}
        {e.orderNo ? (
          <Link className={styles.linkButton} to={orderTo(e.orderNo)}>
            {t("result.order")}
          </Link>
        ) : null}
      </section>
      <dl className={styles.facts}>
        <dt>{t("entry.store")}</dt>
        <dd>{e.tnantNm}</dd>
        <dt>{t("entry.appliedAt")}</dt>
        <dd>{formatInstant(e.appliedAt)}</dd>
      </dl>
      <DrawFacts draw={draw} />
    </div>
  );
}
