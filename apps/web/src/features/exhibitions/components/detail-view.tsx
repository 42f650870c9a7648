import type { ProductSummary } from "@cellar/contracts/client";
import { useTranslation } from "react-i18next";
import { EmptyState } from "../../../components/ui/empty-state";
import { RichContent } from "../../../components/ui/rich-content";
import { formatNumber } from "../../../lib/format/number";
import { periodText } from "../rules/period";
import type { Banner } from "./banner-card";
import styles from "./detail-view.module.css";
import { ProductGrid } from "./product-grid";

type DetailViewProps = {
  banner: Banner;
  /** Plain text (promotions) or sanitised rich HTML (exhibitions). */
  description: { text: string } | { html: string };
  products: ProductSummary[];
  totalCnt: number;
  hasMore: boolean;
  onLoadMore: () => void;
  productTo: (itemCd: string) => string;
};

/** A promotion's or exhibition's page: the banner, its story and its products. */
export function DetailView({
  banner,
  description,
  products,
  totalCnt,
  hasMore,
  onLoadMore,
  productTo,
}: DetailViewProps) {
  const { t } = useTranslation("exhibitions");
  // Sanitised in the browser only (no DOM in the server render): shown from the first browser render.
  return (
    <article className={styles.detail}>
      <div className={styles.hero} style={{ backgroundColor: banner.bgColor }}>
        <img
          className={styles.image}
          src={banner.imageUrl}
          alt=""
          width={750}
          height={400}
          loading="eager"
          fetchPriority="high"
        />
      </div>
      <header className={styles.head}>
        <h2 className={styles.title}>{banner.title}</h2>
        <p className={styles.subtitle}>{banner.subtitle}</p>
        <p className={styles.period}>
          <span className="visually-hidden">{t("period")} </span>
          {periodText(banner.startDate, banner.endDate)}
        </p>
      </header>
      {"html" in description ? (
        <RichContent html={description.html} className={styles.content} />
      ) : description.text ? (
        <p className={styles.text}>{description.text}</p>
      ) : null}
      <section className={styles.products} aria-labelledby="detail-products">
        <h3 id="detail-products" className={styles.productsTitle}>
          {t("products")} <span className={styles.total}>{formatNumber(totalCnt)}</span>
        </h3>
        {products.length > 0 ? (
          <ProductGrid
            products={products}
            productTo={productTo}
            label={t("products")}
            hasMore={hasMore}
            onLoadMore={onLoadMore}
          />
        ) : (
          <EmptyState title={t("noProducts")} />
        )}
      </section>
    </article>
  );
}
