import { WINE_KEEP_RULES, type WineKeepSummary } from "@cellar/contracts/client";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { EmptyState } from "../../../components/ui/empty-state";
import { Tabs } from "../../../components/ui/tabs";
import { useWineKeeps } from "../api/wine-keep";
import { KeepDday } from "../components/keep-dday";
import { formatDay } from "../rules/keep-text";
import styles from "./wine-keep-list-route.module.css";

type Tab = "current" | "past";
const isCurrent = (k: WineKeepSummary) => k.status === "KEEPING" || k.status === "EXPIRED";

/** Keeps grouped by store, in the order the list came (nearest collect-by date first). */
function byStore(keeps: WineKeepSummary[]) {
  const groups = new Map<string, { tnantNm: string; keeps: WineKeepSummary[] }>();
  for (const k of keeps) {
    const g = groups.get(k.tnantCd) ?? { tnantNm: k.tnantNm, keeps: [] };
    g.keeps.push(k);
    groups.set(k.tnantCd, g);
  }
  return [...groups.entries()];
}

/**
 * `/wineKeep`: the member's kept bottles by store with the collect-by date, D-day and the store's
 * keep period (decision 460); a second tab holds the keeps collected or closed.
 */
export function WineKeepListRoute({ detailTo }: { detailTo: (keepNo: string) => string }) {
  const { t, i18n } = useTranslation("wineKeep");
  const [tab, setTab] = useState<Tab>("current");
  const query = useWineKeeps();
  const keeps = (query.data?.keeps ?? []).filter((k) => (tab === "current" ? isCurrent(k) : !isCurrent(k)));
  return (
    <div className={styles.page}>
      <Tabs
        label={t("list.tabs")}
        value={tab}
        onChange={setTab}
        items={(["current", "past"] as const).map((v) => ({ value: v, label: t(`list.tab.${v}`) }))}
      />
      <p className={styles.rule}>{t("list.rule", { days: WINE_KEEP_RULES.extendDays })}</p>
      {query.isError ? (
        <div role="alert">
          <EmptyState title={t("list.error")} />
        </div>
      ) : !query.data ? (
        <div className={styles.loading} aria-busy="true" />
      ) : keeps.length === 0 ? (
        <EmptyState title={t(`list.empty.${tab}`)} description={tab === "current" ? t("list.emptyHint") : undefined} />
      ) : (
        byStore(keeps).map(([tnantCd, group]) => (
          <section key={tnantCd} className={styles.store} aria-labelledby={`store-${tnantCd}`}>
            <h2 id={`store-${tnantCd}`} className={styles.storeName}>
              {group.tnantNm}
            </h2>
            <ul className={styles.list}>
              {group.keeps.map((k) => (
                <li key={k.keepNo}>
                  <Link to={detailTo(k.keepNo)} className={styles.card}>
                    <span className={styles.head}>
                      <span className={styles.name}>
                        {k.lines.length > 1
                          ? t("list.more", { name: k.lines[0]!.itemNm, count: k.lines.length - 1 })
                          : k.lines[0]?.itemNm}
                      </span>
                      <KeepDday keep={k} />
                    </span>
                    <span className={styles.meta}>{t("list.remain", { remain: k.remainQty, kept: k.keptQty })}</span>
                    <span className={styles.meta}>
                      {k.status === "COLLECTED"
                        ? t("list.keptOn", { date: formatDay(k.keptOn, i18n.language) })
                        : t("list.collectBy", { date: formatDay(k.collectBy, i18n.language) })}
                      {` · ${t("list.period", { days: k.keepDays })}`}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
    </div>
  );
}
