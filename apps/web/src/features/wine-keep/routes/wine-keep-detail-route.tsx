import { WINE_KEEP_RULES } from "@cellar/contracts/client";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Barcode } from "../../../components/ui/barcode";
import { Button } from "../../../components/ui/button";
import { EmptyState } from "../../../components/ui/empty-state";
import { useExtendWineKeep, useWineKeep } from "../api/wine-keep";
import { KeepDday } from "../components/keep-dday";
import { formatAt, formatDay } from "../rules/keep-text";
import styles from "./wine-keep-detail-route.module.css";

/**
 * `/wineKeepDetail?keepNo=`: one keep: the barcode the store scans, the bottles left per wine, the
 * store's keep period, the collect-by date with its one extension, what happens after the date,
 * and every hand-over.
 */
export function WineKeepDetailRoute({ keepNo, listTo }: { keepNo: string; listTo: string }) {
  const { t, i18n } = useTranslation("wineKeep");
  const query = useWineKeep(keepNo);
  const extend = useExtendWineKeep(keepNo);
  const keep = query.data;
  if (query.isError || !keepNo) {
    return (
      <div role="alert">
        <EmptyState
          title={t("detail.notFound")}
          action={
            <Link to={listTo} className={styles.link}>
              {t("detail.toList")}
            </Link>
          }
        />
      </div>
    );
  }
  if (!keep) return <div className={styles.loading} aria-busy="true" />;
  const day = (d: string) => formatDay(d, i18n.language);
  const open = keep.status === "KEEPING" || keep.status === "EXPIRED";
  return (
    <div className={styles.page}>
      <section className={styles.top}>
        <p className={styles.store}>{keep.tnantNm}</p>
        <KeepDday keep={keep} />
        {open ? (
          <div className={styles.code}>
            <Barcode value={keep.barcode} size="large" label={t("detail.barcode")} className={styles.barcode} />
            <p className={styles.codeText}>{keep.barcode}</p>
            <p className={styles.hint}>{t("detail.scanHint")}</p>
          </div>
        ) : null}
        <p className={styles.remain}>{t("detail.remain", { remain: keep.remainQty, kept: keep.keptQty })}</p>
      </section>

      <dl className={styles.facts}>
        <dt>{t("detail.keptOn")}</dt>
        <dd>{day(keep.keptOn)}</dd>
        <dt>{t("detail.period")}</dt>
        <dd>{t("detail.periodValue", { days: keep.keepDays })}</dd>
        <dt>{t("detail.collectBy")}</dt>
        <dd>
          {day(keep.collectBy)}
          {keep.extended ? <span className={styles.note}> · {t("detail.extended")}</span> : null}
        </dd>
        <dt>{t("detail.orderNo")}</dt>
        <dd>{keep.orderNo}</dd>
      </dl>

      {keep.status === "EXPIRED" ? (
        <p className={styles.notice} role="status">
          {t("detail.expired", { date: day(keep.closesOn) })}
        </p>
      ) : keep.status === "CLOSED" ? (
        <p className={styles.notice}>{t("detail.closed")}</p>
      ) : keep.status === "KEEPING" ? (
        <p className={styles.rule}>
          {t("detail.after", { days: WINE_KEEP_RULES.graceDays, date: day(keep.closesOn) })}
        </p>
      ) : null}

      {keep.canExtend ? (
        <div className={styles.extend}>
          <Button variant="outline" block disabled={extend.isPending} onClick={() => extend.mutate()}>
            {t("detail.extend", { days: WINE_KEEP_RULES.extendDays })}
          </Button>
          <p className={styles.hint}>{t("detail.extendOnce")}</p>
        </div>
      ) : null}

      <section className={styles.section} aria-labelledby="keep-lines">
        <h2 id="keep-lines" className={styles.title}>
          {t("detail.lines")}
        </h2>
        <ul className={styles.rows}>
          {keep.lines.map((l) => (
            <li key={l.lineNo} className={styles.row}>
              <span className={styles.item}>{l.itemNm}</span>
              <span className={styles.qty}>{t("detail.lineQty", { remain: l.remainQty, kept: l.keptQty })}</span>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="keep-history">
        <h2 id="keep-history" className={styles.title}>
          {t("detail.history")}
        </h2>
        {keep.handOvers.length === 0 ? (
          <p className={styles.hint}>{t("detail.noHistory")}</p>
        ) : (
          <ul className={styles.rows}>
            {keep.handOvers.map((h) => (
              <li key={h.seq} className={styles.row}>
                <span className={styles.item}>
                  {h.itemNm}
                  <span className={styles.sub}>
                    {formatAt(h.at, i18n.language)} · {h.handedBy}
                  </span>
                </span>
                <span className={styles.qty}>{t("detail.handed", { count: h.qty })}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
