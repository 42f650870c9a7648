import type { ProductSummary } from "@cellar/contracts/client";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatNumber } from "../../lib/format/number";
import styles from "./product-card.module.css";

type ProductCardProps = {
  product: ProductSummary;
  /** Where the card links (the product detail address). */
  to: string;
  /** `grid`: image on top (lists, carousels); `row`: image left (wish-list, my pages). */
  layout?: "grid" | "row";
  /** 1-based rank shown over the image (home ranking). */
  rank?: number;
  /** The first visible images load eagerly (LCP); the rest lazily. */
  eager?: boolean;
  /** A control over the image corner, e.g. the wish-list heart (kept outside the link). */
  action?: ReactNode;
  /** Extra line under the price, e.g. "bought 3 times". */
  footer?: ReactNode;
};

/** One product as a card: label image, names, price with discount, score and reviews. */
export function ProductCard({ product, to, layout = "grid", rank, eager = false, action, footer }: ProductCardProps) {
  const { t } = useTranslation("common");
  const p = product;
  return (
    <article className={layout === "row" ? styles.row : styles.grid} data-item-cd={p.itemCd}>
      <div className={styles.media}>
        <Link to={to} tabIndex={-1} aria-hidden="true" className={styles.imageLink}>
          <img
            className={styles.image}
            src={p.imageUrl}
            alt=""
            width={300}
            height={400}
            loading={eager ? "eager" : "lazy"}
            decoding="async"
            {...(eager ? { fetchPriority: "high" as const } : {})}
          />
        </Link>
        {rank ? <span className={styles.rank}>{rank}</span> : null}
        {p.soldOut ? <span className={styles.soldOut}>{t("product.soldOut")}</span> : null}
        {action ? <div className={styles.action}>{action}</div> : null}
      </div>
      <div className={styles.body}>
        <div className={styles.badges}>
          {p.memberOnly ? <span className={styles.badgeMember}>{t("product.memberOnly")}</span> : null}
          {p.isBest ? <span className={styles.badge}>{t("product.best")}</span> : null}
          {p.isNew ? <span className={styles.badge}>{t("product.new")}</span> : null}
        </div>
        <Link to={to} className={styles.name}>
          {p.itemNm}
        </Link>
        <p className={styles.engName} lang="en">
          {p.itemEngNm}
        </p>
        <p className={styles.meta}>
          {[p.countryNm, p.clasMNm, p.vintage ? String(p.vintage) : null].filter(Boolean).join(" · ")}
        </p>
        <p className={styles.prices}>
          {p.discountRate > 0 ? <span className={styles.rate}>{p.discountRate}%</span> : null}
          <strong className={styles.price}>{t("product.won", { value: formatNumber(p.price) })}</strong>
          {p.discountRate > 0 ? (
            <del className={styles.was}>{t("product.won", { value: formatNumber(p.saleUprc) })}</del>
          ) : null}
        </p>
        {p.score !== null || p.reviewCount > 0 ? (
          <p className={styles.rating}>
            {p.score !== null ? <span>{t("product.score", { score: p.score })}</span> : null}
            {p.reviewCount > 0 ? (
              <span>{t("product.reviews", { avg: p.reviewAvg.toFixed(1), count: formatNumber(p.reviewCount) })}</span>
            ) : null}
          </p>
        ) : null}
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </div>
    </article>
  );
}
