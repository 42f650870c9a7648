import { useTranslation } from "react-i18next";
import styles from "./rating-words.module.css";

/** A drink post's rating (stars) and tasting words; nothing when it has neither. */
export function RatingWords({ rating, words }: { rating: number | null; words: readonly string[] }) {
  const { t } = useTranslation("community");
  if (rating === null && words.length === 0) return null;
  return (
    <div className={styles.row}>
      {rating !== null ? (
        <span className={styles.stars} role="img" aria-label={t("rating", { value: rating })}>
          {"★".repeat(rating)}
          <span className={styles.off}>{"★".repeat(5 - rating)}</span>
        </span>
      ) : null}
      {words.map((w) => (
        <span key={w} className={styles.word}>
          #{w}
        </span>
      ))}
    </div>
  );
}
