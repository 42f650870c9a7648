import styles from "./product-skeleton.module.css";

/** Same boxes as the loaded page's top (image 3:4, names, price), so nothing shifts when it lands. */
export function ProductSkeleton() {
  return (
    <main className={styles.page} aria-busy="true">
      <div className={styles.image} />
      <div className={styles.body}>
        <div className={`${styles.line} ${styles.short}`} />
        <div className={`${styles.line} ${styles.title}`} />
        <div className={styles.line} />
        <div className={`${styles.line} ${styles.price}`} />
      </div>
    </main>
  );
}
