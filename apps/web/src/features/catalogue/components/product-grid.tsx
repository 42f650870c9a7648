import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { EmptyState } from "../../../components/ui/empty-state";
import { InfiniteSentinel } from "../../../components/ui/infinite-sentinel";
import { ProductCard } from "../../../components/ui/product-card";
import { Spinner } from "../../../components/ui/spinner";
import type { PagedItem } from "../hooks/use-product-list";
import styles from "./product-grid.module.css";

type ProductGridProps = {
  items: PagedItem[];
  productHref: (itemCd: string) => string;
  isPending: boolean;
  isError: boolean;
  moreFailed: boolean;
  isFetchingMore: boolean;
  canLoadMore: boolean;
  onLoadMore: () => void;
  onRetry: () => void;
  /** Shown when the list answered with no items. */
  empty: ReactNode;
};

/** Two cards a row; the first row's images are the LCP and load eagerly. */
const EAGER = 2;
const SKELETONS = 6;

export function ProductGridSkeleton({ count = SKELETONS }: { count?: number }) {
  return (
    <ul className={styles.grid} aria-hidden="true" data-testid="product-skeleton">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
        <li key={i} className={styles.skeleton}>
          <div className={styles.skelImage} />
          <div className={styles.skelLine} />
          <div className={`${styles.skelLine} ${styles.skelShort}`} />
          <div className={`${styles.skelLine} ${styles.skelPrice}`} />
        </li>
      ))}
    </ul>
  );
}

/** The product list body: skeleton, error with retry, empty state, or the cards with infinite scroll. */
export function ProductGrid(props: ProductGridProps) {
  const { t } = useTranslation("catalogue");
  const { items, isPending, isError, moreFailed, isFetchingMore } = props;
  if (isPending) return <ProductGridSkeleton />;
  if (isError) {
    return (
      <EmptyState
        title={t("error.title")}
        description={t("error.description")}
        action={
          <Button variant="outline" size="md" onClick={props.onRetry}>
            {t("error.retry")}
          </Button>
        }
      />
    );
  }
  if (items.length === 0) return <>{props.empty}</>;
  return (
    <>
      <ul className={styles.grid} aria-label={t("listLabel")}>
        {items.map(({ product, page }, i) => (
          <li key={`${page}:${product.itemCd}`} data-list-page={page} data-list-index={i}>
            <ProductCard product={product} to={props.productHref(product.itemCd)} eager={i < EAGER} />
          </li>
        ))}
      </ul>
      {isFetchingMore ? (
        <div className={styles.more}>
          <Spinner size={28} label={t("loadingMore")} />
        </div>
      ) : null}
      {moreFailed ? (
        <div className={styles.more}>
          <p>{t("error.more")}</p>
          <Button variant="outline" size="sm" onClick={props.onRetry}>
            {t("error.retry")}
          </Button>
        </div>
      ) : null}
      <InfiniteSentinel active={props.canLoadMore} onVisible={props.onLoadMore} />
    </>
  );
}
