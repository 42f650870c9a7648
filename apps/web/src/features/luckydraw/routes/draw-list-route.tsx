import { LUCKY_DRAW_TABS, type LuckyDrawTab } from "@cellar/contracts/client";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { EmptyState } from "../../../components/ui/empty-state";
import { Tabs } from "../../../components/ui/tabs";
import { useDraws } from "../api/luckydraw-queries";
import { DrawCard } from "../components/draw-card";
import styles from "./luckydraw.module.css";

const readTab = (v: string | null): LuckyDrawTab =>
  (LUCKY_DRAW_TABS as readonly string[]).includes(v ?? "") ? (v as LuckyDrawTab) : "OPEN";

type DrawListRouteProps = { drawTo: (luckyDrawCd: string) => string; historyTo: string | null };

/** `/luckydraw`: the draws that are open, upcoming and closed, as cards; my entries one tap away. */
export function DrawListRoute({ drawTo, historyTo }: DrawListRouteProps) {
  const { t } = useTranslation("luckydraw");
  const [search, setSearch] = useSearchParams();
  const tab = readTab(search.get("tab"));
  const query = useDraws(tab);
  const draws = query.data?.list ?? [];
  return (
    <div className={styles.page}>
      <p className={styles.intro}>{t("list.intro")}</p>
      <Tabs
        label={t("list.tabs")}
        value={tab}
        onChange={(next) => setSearch(next === "OPEN" ? {} : { tab: next }, { replace: true })}
        items={LUCKY_DRAW_TABS.map((v) => ({ value: v, label: t(`list.tab.${v}`) }))}
      />
      {query.isError ? (
        <div role="alert">
          <EmptyState title={t("list.error")} />
        </div>
      ) : !query.data ? (
        <div className={styles.list} aria-busy="true" />
      ) : draws.length === 0 ? (
        <EmptyState title={t(`list.empty.${tab}`)} />
      ) : (
        <ul className={styles.list} aria-label={t(`list.tab.${tab}`)}>
          {draws.map((d, i) => (
            <li key={d.luckyDrawCd}>
              <DrawCard draw={d} to={drawTo(d.luckyDrawCd)} eager={i < 3} />
            </li>
          ))}
        </ul>
      )}
      {historyTo ? (
        <Link to={historyTo} className={styles.historyLink}>
          {t("list.history")}
        </Link>
      ) : null}
    </div>
  );
}
