import type { ProductSummary } from "@cellar/contracts/client";
import type { ReactNode } from "react";
import { InfiniteSentinel } from "../../../components/ui/infinite-sentinel";
import { ProductCard } from "../../../components/ui/product-card";
import styles from "./product-grid.module.css";

type ProductGridProps<P extends ProductSummary> = {
  products: P[];
  productTo: (itemCd: string) => string;
  label: string;
  /** More pages to load: the sentinel at the bottom asks for the next one. */
  hasMore: boolean;
  onLoadMore: () => void;
  /** `row`: one product per line with its image left (my seller). */
  layout?: "grid" | "row";
  footer?: (product: P) => ReactNode;
};

/** Products two per row (or one per line), loading the next page near the bottom. */
export function ProductGrid<P extends ProductSummary>({
  products,
  productTo,
  label,
  hasMore,
  onLoadMore,
  layout = "grid",
  footer,
}: ProductGridProps<P>) {
  return (
    <>
      <ul className={layout === "row" ? styles.rows : styles.grid} aria-label={label}>
        {products.map((p) => (
          <li key={p.itemCd}>
            <ProductCard product={p} to={productTo(p.itemCd)} layout={layout} footer={footer?.(p)} />
          </li>
        ))}
      </ul>
      <InfiniteSentinel active={hasMore} onVisible={onLoadMore} />
    </>
  );
}

/** The grid's place while the first page loads. */
export function ProductGridSkeleton({ count = 4, layout = "grid" }: { count?: number; layout?: "grid" | "row" }) {
  return (
    <div className={layout === "row" ? styles.rows : styles.grid} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={i} className={styles.skeleton} data-layout={layout}>
          <div className={styles.skeletonImage} />
          <div>
            <div className={styles.skeletonLine} />
            <div className={styles.skeletonLineShort} />
          </div>
        </div>
      ))}
    </div>
  );
}
