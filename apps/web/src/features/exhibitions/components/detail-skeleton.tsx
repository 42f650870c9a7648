import styles from "./detail-view.module.css";
import { ProductGridSkeleton } from "./product-grid";

/** A detail page's place while it loads: banner and product boxes of the final size. */
export function DetailSkeleton() {
  return (
    <div className={styles.detail} aria-hidden="true" data-skeleton="detail">
      <div className={styles.hero} style={{ background: "var(--gray-100)" }} />
      <div className={styles.head}>
        <div style={{ height: 28, width: "70%", borderRadius: 4, background: "var(--gray-100)" }} />
        <div style={{ height: 16, width: "90%", marginTop: 10, borderRadius: 4, background: "var(--gray-100)" }} />
      </div>
      <div className={styles.products}>
        <ProductGridSkeleton />
      </div>
    </div>
  );
}
