import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { periodText } from "../rules/period";
import styles from "./banner-card.module.css";

export type Banner = {
  title: string;
  subtitle: string;
  startDate: string;
  endDate: string;
  imageUrl: string;
  bgColor: string;
  itemCount: number;
};

type BannerCardProps = {
  banner: Banner;
  to: string;
  /** The first card of a list is above the fold: its image loads eagerly. */
  eager?: boolean;
  /** `data-banner` value, for tests. */
  id: string;
};

/** A promotion or exhibition in a list: banner art, title, subtitle, period and product count. */
export function BannerCard({ banner: b, to, eager = false, id }: BannerCardProps) {
  const { t } = useTranslation("exhibitions");
  return (
    <Link to={to} className={styles.card} data-banner={id}>
      <span className={styles.media} style={{ backgroundColor: b.bgColor }}>
        <img
          className={styles.image}
          src={b.imageUrl}
          alt=""
          width={750}
          height={400}
          loading={eager ? "eager" : "lazy"}
          decoding="async"
          {...(eager ? { fetchPriority: "high" as const } : {})}
        />
        <span className={styles.count}>{t("itemCount", { count: b.itemCount })}</span>
      </span>
      <span className={styles.body}>
        {/* the art carries the subtitle (and the title, cut when long): the full title shows here */}
        <strong className={styles.title}>{b.title}</strong>
        <span className="visually-hidden">{b.subtitle}</span>
        <span className={styles.period}>{periodText(b.startDate, b.endDate)}</span>
      </span>
    </Link>
  );
}

/** A banner card's place while the list loads. */
export function BannerCardSkeleton() {
  return (
    <div className={styles.card} aria-hidden="true">
      <span className={`${styles.media} ${styles.skeleton}`} />
      <span className={styles.body}>
        <span className={styles.skeletonLine} />
        <span className={styles.skeletonLineShort} />
      </span>
    </div>
  );
}
