import type { Review } from "@cellar/contracts/client";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { BottomSheet } from "../../../components/ui/bottom-sheet";
import { EmptyState } from "../../../components/ui/empty-state";
import { InfiniteSentinel } from "../../../components/ui/infinite-sentinel";
import { PageHeader } from "../../../components/ui/page-header";
import { useGoBack } from "../../../components/ui/use-go-back";
import { useInfiniteList } from "../../../components/ui/use-infinite-list";
import { formatInstant } from "../../../lib/format/seoul-time";
import { getReviewListPage, reviewsQueryKey } from "../api/get-reviews";
import { Stars } from "../components/stars";
import styles from "./photo-review-route.module.css";

type Shown = { review: Review; index: number };

/** `/product/:productId/photo`: every photo of the product's photo reviews; a tap opens it with its review. */
export function PhotoReviewRoute({ itemCd }: { itemCd: string }) {
  const { t } = useTranslation("reviews");
  const { t: ts } = useTranslation("shell");
  const goBack = useGoBack();
  const [shown, setShown] = useState<Shown | null>(null);
  const list = useInfiniteList<Review>({
    queryKey: [...reviewsQueryKey(itemCd, { photoOnly: true }), "gallery"],
    fetchPage: (pageNo) => getReviewListPage(itemCd, pageNo, { photoOnly: true }),
    logTag: "photo-reviews",
  });
  const tiles = list.items.flatMap((review) => review.photos.map((photo, index) => ({ review, photo, index })));

  return (
    <>
      <PageHeader title={ts("routes:photoReview")} onBack={goBack} />
      <main className={styles.page}>
        {list.isLoading ? (
          <ul className={styles.grid} aria-busy="true">
            {Array.from({ length: 9 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders
              <li key={i} className={styles.placeholder} />
            ))}
          </ul>
        ) : tiles.length === 0 ? (
          <EmptyState title={list.failed ? t("loadFailed") : t("gallery.empty")} />
        ) : (
          <ul className={styles.grid}>
            {tiles.map(({ review, photo, index }) => (
              <li key={photo.fileId}>
                <button type="button" className={styles.tile} onClick={() => setShown({ review, index })}>
                  <img
                    src={photo.url}
                    alt={t("photoOf", { writer: review.writerNm, index: index + 1 })}
                    width={130}
                    height={130}
                    loading="lazy"
                    decoding="async"
                  />
                </button>
              </li>
            ))}
          </ul>
        )}
        <InfiniteSentinel onVisible={list.loadMore} active={list.canLoadMore} />
      </main>
      <BottomSheet open={shown !== null} onClose={() => setShown(null)} title={t("gallery.viewer")} hideTitle>
        {shown ? (
          <figure className={styles.viewer}>
            <img
              src={shown.review.photos[shown.index]?.url}
              alt={t("photoOf", { writer: shown.review.writerNm, index: shown.index + 1 })}
              className={styles.big}
            />
            <figcaption className={styles.caption}>
              <span className={styles.captionHead}>
                <Stars value={shown.review.rating} />
                <span>{shown.review.writerNm}</span>
                <time dateTime={shown.review.createdAt}>{formatInstant(shown.review.createdAt, false)}</time>
              </span>
              <span className={styles.text}>{shown.review.content}</span>
            </figcaption>
          </figure>
        ) : null}
      </BottomSheet>
    </>
  );
}
