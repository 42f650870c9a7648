import { PREORDER_TABS, type PreorderTab } from "@cellar/contracts/client";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { EmptyState } from "../../../components/ui/empty-state";
import { Tabs } from "../../../components/ui/tabs";
import { usePreorders } from "../api/get-preorders";
import { PreorderCard } from "../components/preorder-card";
import styles from "./preorders.module.css";

const readTab = (v: string | null): PreorderTab =>
  (PREORDER_TABS as readonly string[]).includes(v ?? "") ? (v as PreorderTab) : "OPEN";

type PreorderListRouteProps = { detailTo: (preorderCd: string) => string; mineTo: string };

/** `/reservation/list`: pre-orders open now (sold-out ones marked) and upcoming, with what is left. */
export function PreorderListRoute({ detailTo, mineTo }: PreorderListRouteProps) {
  const { t } = useTranslation("preorders");
  const [search, setSearch] = useSearchParams();
  const tab = readTab(search.get("tab"));
  const query = usePreorders(tab);
  const list = query.data?.list ?? [];
  return (
    <div className={styles.page}>
      <p className={styles.intro}>{t("list.intro")}</p>
      <Tabs
        label={t("list.tabs")}
        value={tab}
        onChange={(next) => setSearch(next === "OPEN" ? {} : { tab: next }, { replace: true })}
        items={PREORDER_TABS.map((v) => ({ value: v, label: t(`list.tab.${v}`) }))}
      />
      {query.isError ? (
        <div role="alert">
          <EmptyState title={t("list.error")} />
        </div>
      ) : !query.data ? (
        <div className={styles.list} aria-busy="true" />
      ) : list.length === 0 ? (
        <EmptyState title={t(`list.empty.${tab}`)} />
      ) : (
        <ul className={styles.list} aria-label={t(`list.tab.${tab}`)}>
          {list.map((p, i) => (
            <li key={p.preorderCd}>
              <PreorderCard preorder={p} to={detailTo(p.preorderCd)} eager={i < 3} />
            </li>
          ))}
        </ul>
      )}
      <Link to={mineTo} className={styles.linkButton}>
        {t("list.mine")}
      </Link>
    </div>
  );
}
