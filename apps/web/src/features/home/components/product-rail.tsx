import type { ProductSummary } from "@cellar/contracts/client";
import { ProductCard } from "../../../components/ui/product-card";
import styles from "./product-rail.module.css";

type ProductRailProps = {
  products: ProductSummary[];
  productTo: (itemCd: string) => string;
  /** Rank badges 1, 2, 3, … (the ranking). */
  ranked?: boolean;
  /** Accessible name of the list. */
  label: string;
};

/** Product cards in a row that scrolls sideways and snaps to each card. */
export function ProductRail({ products, productTo, ranked = false, label }: ProductRailProps) {
  return (
    <ul className={styles.rail} aria-label={label}>
      {products.map((p, i) => (
        <li key={p.itemCd} className={styles.item}>
          <ProductCard product={p} to={productTo(p.itemCd)} rank={ranked ? i + 1 : undefined} />
        </li>
      ))}
    </ul>
  );
}

/** The rail's place while loading: cards of the final size. */
export function ProductRailSkeleton({ count = 4 }: { count?: number }) {
  return (
    <div className={styles.rail} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={i} className={styles.item}>
          <div className={styles.skeletonImage} />
          <div className={styles.skeletonLine} />
          <div className={styles.skeletonLineShort} />
          <div className={styles.skeletonPrice} />
        </div>
      ))}
    </div>
  );
}
