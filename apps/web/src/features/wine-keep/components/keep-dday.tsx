import type { WineKeepSummary } from "@cellar/contracts/client";
import { useTranslation } from "react-i18next";
import styles from "./keep-dday.module.css";

/** The keep's state as a badge: D-n while kept (urgent in the last 7 days), expired, collected, closed. */
export function KeepDday({ keep }: { keep: Pick<WineKeepSummary, "status" | "daysLeft"> }) {
  const { t } = useTranslation("wineKeep");
  if (keep.status !== "KEEPING") {
    return <span className={`${styles.badge} ${styles[keep.status]}`}>{t(`status.${keep.status}`)}</span>;
  }
  const urgent = keep.daysLeft <= 7;
  return (
    <span className={`${styles.badge} ${urgent ? styles.urgent : ""}`}>
      {keep.daysLeft === 0 ? t("dday.today") : t("dday.left", { count: keep.daysLeft })}
    </span>
  );
}
