import type { Review } from "@cellar/contracts/client";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatInstant } from "../../../lib/format/seoul-time";
import styles from "./review-item.module.css";
import { Stars } from "./stars";

type ReviewItemProps = {
  review: Review;
  /** Where "report" goes for someone else's review (null hides it, e.g. for guests' own pages). */
  reportTo: string | null;
  onEdit?: (review: Review) => void;
  onDelete?: (review: Review) => void;
  onPhoto?: (review: Review, index: number) => void;
};

/** One review: writer, stars, date, text, photos, and edit/delete (own) or report (others'). */
export function ReviewItem({ review: r, reportTo, onEdit, onDelete, onPhoto }: ReviewItemProps) {
  const { t } = useTranslation("reviews");
  return (
    <article className={styles.item} data-review-no={r.reviewNo}>
      <header className={styles.head}>
        <Stars value={r.rating} />
        <span className={styles.writer}>
          {r.writerNm}
          {r.mine ? <span className={styles.mine}>{t("mine")}</span> : null}
        </span>
        <time className={styles.date} dateTime={r.createdAt}>
          {formatInstant(r.createdAt, false)}
        </time>
      </header>
      <p className={styles.content}>{r.content}</p>
      {r.photos.length > 0 ? (
        <ul className={styles.photos}>
          {r.photos.map((photo, i) => (
            <li key={photo.fileId}>
              <button type="button" className={styles.photo} onClick={() => onPhoto?.(r, i)} disabled={!onPhoto}>
                <img
                  src={photo.url}
                  alt={t("photoOf", { writer: r.writerNm, index: i + 1 })}
                  width={72}
                  height={72}
                  loading="lazy"
                  decoding="async"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className={styles.actions}>
        {r.mine ? (
          <>
            {onEdit ? (
              <button type="button" onClick={() => onEdit(r)}>
                {t("edit")}
              </button>
            ) : null}
            {onDelete ? (
              <button type="button" onClick={() => onDelete(r)}>
                {t("delete")}
              </button>
            ) : null}
          </>
        ) : reportTo ? (
          <Link to={reportTo}>{t("report")}</Link>
        ) : null}
      </div>
    </article>
  );
}
