import { PROMOTION_PERIODS, type PromotionPeriod } from "@cellar/contracts/client";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { EmptyState } from "../../../components/ui/empty-state";
import { Tabs } from "../../../components/ui/tabs";
import { usePromotions } from "../api/get-promotions";
import { BannerCard, BannerCardSkeleton } from "../components/banner-card";
import { LoadError } from "../components/page-states";
import styles from "./list-route.module.css";

const readPeriod = (v: string | null): PromotionPeriod =>
  (PROMOTION_PERIODS as readonly string[]).includes(v ?? "") ? (v as PromotionPeriod) : "ONGOING";

/** `/promotion`: the promotions by period (ongoing, upcoming, ended; `?period=` in the URL). */
export function PromotionListRoute({ promotionTo }: { promotionTo: (promotionNo: string) => string }) {
  const { t } = useTranslation("exhibitions");
  const [search, setSearch] = useSearchParams();
  const period = readPeriod(search.get("period"));
  const query = usePromotions(period);

  return (
    <div className={styles.page}>
      <Tabs
        label={t("promotion.tabs")}
        value={period}
        onChange={(v) => setSearch({ period: v }, { replace: true })}
        items={PROMOTION_PERIODS.map((p) => ({ value: p, label: t(`promotion.period.${p}`) }))}
      />
      {query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : !query.data ? (
        <div className={styles.list}>
          <BannerCardSkeleton />
          <BannerCardSkeleton />
        </div>
      ) : query.data.length === 0 ? (
        <EmptyState title={t(`promotion.empty.${period}`)} />
      ) : (
        <ul className={styles.list} aria-label={t(`promotion.period.${period}`)}>
          {query.data.map((p, i) => (
            <li key={p.promotionNo}>
              <BannerCard banner={p} to={promotionTo(p.promotionNo)} eager={i === 0} id={p.promotionNo} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
