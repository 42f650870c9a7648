import { useTranslation } from "react-i18next";
import styles from "./stars.module.css";

/** Five stars filled to `value` (0–5, halves rounded to the nearest whole star). */
export function Stars({ value, size = 14 }: { value: number; size?: number }) {
  const { t } = useTranslation("reviews");
  const filled = Math.round(value);
  return (
    <span className={styles.stars} role="img" aria-label={t("stars", { value: value.toFixed(1).replace(/\.0$/, "") })}>
      {[1, 2, 3, 4, 5].map((n) => (
        <svg key={n} width={size} height={size} viewBox="0 0 24 24" aria-hidden="true">
          <path
            className={n <= filled ? styles.on : styles.off}
            d="M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.2l-5.7 3.1 1.2-6.4-4.7-4.4 6.4-.8z"
          />
        </svg>
      ))}
    </span>
  );
}
