import type { Promotion } from "@cellar/contracts/client";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useAutoAdvance } from "../hooks/use-auto-advance";
import styles from "./promotion-carousel.module.css";

type PromotionCarouselProps = {
  promotions: Promotion[];
  promotionTo: (promotionNo: string) => string;
  allTo: string;
};

const pad = (n: number) => String(n).padStart(2, "0");

/**
 * The home promotions: full-width slides of the banner art (which carries the title; the slide's
 * accessible name repeats it) that snap, advance by themselves (see useAutoAdvance)
 * and show "current / total" with a pause button and a link to every promotion. The first banner
 * is the page's largest paint, so it loads eagerly with high priority.
 */
export function PromotionCarousel({ promotions, promotionTo, allTo }: PromotionCarouselProps) {
  const { t } = useTranslation("home");
  const scroller = useRef<HTMLDivElement>(null);
  const { index, paused, reducedMotion, togglePaused, handlers } = useAutoAdvance(scroller, promotions.length);

  return (
    <section className={styles.carousel} aria-roledescription="carousel" aria-label={t("promotions.title")}>
      <div className={styles.track} ref={scroller} {...handlers}>
        {promotions.map((p, i) => (
          <Link
            key={p.promotionNo}
            to={promotionTo(p.promotionNo)}
            className={styles.slide}
            style={{ backgroundColor: p.bgColor }}
            aria-roledescription="slide"
            aria-label={t("promotions.slide", { index: i + 1, total: promotions.length, title: p.title })}
            data-promotion-no={p.promotionNo}
          >
            <img
              className={styles.image}
              src={p.imageUrl}
              alt=""
              width={750}
              height={400}
              loading={i === 0 ? "eager" : "lazy"}
              decoding={i === 0 ? "sync" : "async"}
              {...(i === 0 ? { fetchPriority: "high" as const } : {})}
            />
          </Link>
        ))}
      </div>
      {promotions.length > 0 ? (
        <div className={styles.indicator}>
          {promotions.length > 1 && !reducedMotion ? (
            <button
              type="button"
              className={styles.pause}
              onClick={togglePaused}
              aria-label={paused ? t("promotions.play") : t("promotions.pause")}
            >
              <span className={paused ? styles.playIcon : styles.pauseIcon} aria-hidden="true" />
            </button>
          ) : null}
          <Link to={allTo} className={styles.count} aria-label={t("promotions.all")}>
            <span aria-hidden="true">
              <b>{pad(index + 1)}</b> / {pad(promotions.length)}
            </span>
            <span className={styles.plus} aria-hidden="true" />
          </Link>
        </div>
      ) : null}
    </section>
  );
}

/** The carousel's place while the data loads: the same box, so nothing moves when it arrives. */
export function PromotionCarouselSkeleton() {
  return (
    <div className={styles.carousel} aria-hidden="true">
      <div className={`${styles.track} ${styles.skeleton}`} />
    </div>
  );
}
