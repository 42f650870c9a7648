import type { Review } from "@cellar/contracts/client";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { AlertDialog } from "../../../components/ui/dialog";
import { FIRST_PAGE } from "../../../components/ui/use-infinite-list";
import { formatNumber } from "../../../lib/format/number";
import { useGlobalState } from "../../../lib/state/global-state";
import { useDeleteReview } from "../api/delete-review";
import { getReviewListPage, getReviewPage, type ReviewSort, reviewsQueryKey } from "../api/get-reviews";
import { ReviewFormSheet } from "./review-form-sheet";
import { ReviewItem } from "./review-item";
import styles from "./review-section.module.css";
import { Stars } from "./stars";

/** Reviews shown before "more". */
const FIRST_SHOWN = 3;

type ReviewSectionProps = {
  itemCd: string;
  itemNm: string;
  /** The member bought it and has not reviewed it. */
  canReview: boolean;
  isMember: boolean;
  photoTo: string;
  reportTo: (reviewNo: string) => string;
};

/** Product page: average and count, a strip of photos, the latest reviews, write/edit/delete. */
export function ReviewSection({ itemCd, itemNm, canReview, isMember, photoTo, reportTo }: ReviewSectionProps) {
  const { t } = useTranslation("reviews");
  const [expanded, setExpanded] = useState(false);
  const [sort, setSort] = useState<ReviewSort>("latest");
  const [editing, setEditing] = useState<Review | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<Review | null>(null);
  const remove = useDeleteReview();
  const query = useInfiniteQuery({
    queryKey: reviewsQueryKey(itemCd, { sort }),
    initialPageParam: FIRST_PAGE,
    queryFn: ({ pageParam }) => getReviewListPage(itemCd, pageParam, { sort }),
    // the previous order stays on screen while the other one loads
    placeholderData: (previous) => previous,
    getNextPageParam: (last) => (last.hasMore ? last.pageNo + 1 : undefined),
    retry: false,
  });
  const photos = useQuery({
    queryKey: reviewsQueryKey(itemCd, { photoOnly: true }),
    queryFn: () => getReviewPage(itemCd, FIRST_PAGE, { photoOnly: true }),
    retry: false,
  });
  const summary = query.data?.pages[0]?.summary;
  const items = query.data?.pages.flatMap((p) => p.list) ?? [];
  const shown = expanded ? items : items.slice(0, FIRST_SHOWN);
  const canMore = (!expanded && items.length > FIRST_SHOWN) || (expanded && query.hasNextPage);
  const strip = (photos.data?.list ?? []).flatMap((r) =>
    r.photos.map((p, i) => ({ ...p, reviewNo: r.reviewNo, writerNm: r.writerNm, index: i + 1 })),
  );

  return (
    <section className={styles.section} aria-labelledby="reviews-title">
      <div className={styles.head}>
        <h2 id="reviews-title" className={styles.title}>
          {t("title")}
          {summary && summary.count > 0 ? <span className={styles.count}>{formatNumber(summary.count)}</span> : null}
        </h2>
        {isMember && canReview ? (
          <button type="button" className={styles.write} onClick={() => setEditing(null)}>
            {t("write")}
          </button>
        ) : null}
      </div>
      {query.isPending ? (
        <div className={styles.skeleton} aria-busy="true" />
      ) : query.isError ? (
        <div className={styles.empty}>
          <p>{t("loadFailed")}</p>
          <button type="button" className={styles.retry} onClick={() => void query.refetch()}>
            {t("retry")}
          </button>
        </div>
      ) : !summary || summary.count === 0 ? (
        <div className={styles.empty}>
          <p>{t("empty")}</p>
          <p className={styles.hint}>{t("emptyHint")}</p>
        </div>
      ) : (
        <>
          <div className={styles.summary} data-testid="review-summary">
            <strong className={styles.avg}>{summary.avg.toFixed(1)}</strong>
            <Stars value={summary.avg} size={18} />
            <span className={styles.total}>{t("count", { count: summary.count })}</span>
          </div>
          {strip.length > 0 ? (
            <div className={styles.strip}>
              <ul className={styles.stripList}>
                {strip.slice(0, 8).map((p) => (
                  <li key={p.fileId}>
                    <Link to={photoTo} className={styles.stripPhoto}>
                      <img
                        src={p.url}
                        alt={t("photoOf", { writer: p.writerNm, index: p.index })}
                        width={84}
                        height={84}
                        loading="lazy"
                        decoding="async"
                      />
                    </Link>
                  </li>
                ))}
              </ul>
              <Link to={photoTo} className={styles.stripMore}>
                {t("photosMore")} ({formatNumber(summary.photoCount)})
              </Link>
            </div>
          ) : null}
          <fieldset className={styles.sort}>
            <legend className="visually-hidden">{t("sort.label")}</legend>
            {(["latest", "rating"] as const).map((value) => (
              <label key={value} className={styles.sortOption}>
                <input
                  type="radio"
                  name={`review-sort-${itemCd}`}
                  value={value}
                  checked={sort === value}
                  onChange={() => setSort(value)}
                  className="visually-hidden"
                />
                {t(`sort.${value}`)}
              </label>
            ))}
          </fieldset>
          <ul>
            {shown.map((r) => (
              <li key={r.reviewNo}>
                <ReviewItem
                  review={r}
                  reportTo={isMember ? reportTo(r.reviewNo) : null}
                  onEdit={setEditing}
                  onDelete={setDeleting}
                />
              </li>
            ))}
          </ul>
          {canMore ? (
            <button
              type="button"
              className={styles.more}
              disabled={query.isFetchingNextPage}
              onClick={() => (expanded ? void query.fetchNextPage() : setExpanded(true))}
            >
              {t("more")}
            </button>
          ) : null}
        </>
      )}
      {editing !== undefined ? (
        <ReviewFormSheet
          key={editing?.reviewNo ?? "new"}
          open
          onClose={() => setEditing(undefined)}
          itemCd={itemCd}
          productName={itemNm}
          review={editing}
        />
      ) : null}
      <AlertDialog
        open={deleting !== null}
        message={t("deleteConfirm")}
        confirmLabel={t("delete")}
        cancelLabel={t("common:cancel")}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          const reviewNo = deleting?.reviewNo;
          setDeleting(null);
          if (reviewNo)
            remove.mutate({ reviewNo, itemCd }, { onSuccess: () => useGlobalState.getState().showToast(t("deleted")) });
        }}
      />
    </section>
  );
}
