import type { ProductSummary } from "@cellar/contracts/client";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { EmptyState } from "../../../components/ui/empty-state";
import { formatNumber } from "../../../lib/format/number";
import { useMySeller } from "../api/get-my-seller";
import { LoadError, LoginRequired } from "../components/page-states";
import { ProductGrid, ProductGridSkeleton } from "../components/product-grid";
import { dotDate } from "../rules/period";
import styles from "./list-route.module.css";

type MySellerRouteProps = {
  memberNo: string | null;
  links: { loginTo: string; shopTo: string; productTo: (itemCd: string) => string };
};

type MySellerItem = ProductSummary & { orderCount: number; lastOrderedAt: string };

/** `/myseller`: the member's most bought items, with how often and when last. */
export function MySellerRoute({ memberNo, links }: MySellerRouteProps) {
  const { t } = useTranslation("exhibitions");
  const query = useMySeller(memberNo);
  const items = useMemo(() => query.data?.pages.flatMap((p) => p.list) ?? [], [query.data]);
  const hasMore = !query.isError && query.hasNextPage && !query.isFetching;

  if (memberNo === null) return <LoginRequired loginTo={links.loginTo} />;
  return (
    <div className={styles.page}>
      <div className={styles.intro}>
        <p className={styles.introEyebrow}>MY SELLER</p>
        <h2 className={styles.introTitle}>{t("mySeller.headline")}</h2>
        <p className={styles.introText}>{t("mySeller.text")}</p>
      </div>
      {query.isError && items.length === 0 ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : !query.data ? (
        <div className={styles.list}>
          <ProductGridSkeleton layout="row" count={3} />
        </div>
      ) : items.length === 0 ? (
        <EmptyState
          title={t("mySeller.empty")}
          description={t("mySeller.emptyText")}
          action={<Link to={links.shopTo}>{t("mySeller.shop")}</Link>}
        />
      ) : (
        <div className={styles.rows}>
          <ProductGrid<MySellerItem>
            products={items}
            productTo={links.productTo}
            label={t("mySeller.title")}
            layout="row"
            hasMore={Boolean(hasMore)}
            onLoadMore={() => {
              if (hasMore) query.fetchNextPage().catch(() => undefined);
            }}
            footer={(p) => (
              <span data-order-count={p.orderCount}>
                {t("mySeller.bought", {
                  count: p.orderCount,
                  countText: formatNumber(p.orderCount),
                  date: dotDate(p.lastOrderedAt.slice(0, 10)),
                })}
              </span>
            )}
          />
        </div>
      )}
    </div>
  );
}
