import { useTranslation } from "react-i18next";
import type { EventBadge as Badge } from "../rules/event-text";
import styles from "./event-badge.module.css";

/** An event's status badge (open, full, upcoming, signed up, …), on the card and the event page alike. */
export function EventBadge({ badge, className }: { badge: Badge; className?: string }) {
  const { t } = useTranslation("events");
  return (
    <span className={className ? `${styles.badge} ${className}` : styles.badge} data-badge={badge}>
      {t(`badge.${badge}`)}
    </span>
  );
}
