import type { EventSummary } from "@cellar/contracts/client";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { badgeOf, eventWhen } from "../rules/event-text";
import { EventBadge } from "./event-badge";
import styles from "./event-card.module.css";

/** One event in a list: image, status badge, title, when, where and the seats left. */
export function EventCard({ event, to, eager = false }: { event: EventSummary; to: string; eager?: boolean }) {
  const { t } = useTranslation("events");
  const badge = badgeOf(event);
  return (
    <Link to={to} className={styles.card} data-event-no={event.eventNo}>
      <span className={styles.media} data-kind={event.kind}>
        {event.imageUrl ? (
          <img
            className={styles.image}
            src={event.imageUrl}
            alt=""
            width={240}
            height={240}
            loading={eager ? "eager" : "lazy"}
          />
        ) : null}
        <EventBadge badge={badge} className={styles.badge} />
      </span>
      <span className={styles.body}>
        <span className={styles.kind}>{t(`kind.${event.kind}`)}</span>
        <span className={styles.title}>{event.title}</span>
        <span className={styles.line}>{eventWhen(event)}</span>
        <span className={styles.line}>{event.place}</span>
        {event.capacity !== null && event.status !== "CLOSED" ? (
          <span className={styles.seats} data-low={(event.seatsLeft ?? 0) <= 3 || undefined}>
            {event.seatsLeft === 0
              ? t("seats.none", { capacity: event.capacity })
              : t("seats.left", { count: event.seatsLeft ?? 0, capacity: event.capacity })}
          </span>
        ) : null}
      </span>
    </Link>
  );
}

export function EventCardSkeleton() {
  return (
    <div className={styles.card} aria-hidden="true">
      <span className={`${styles.media} ${styles.skeleton}`} />
      <span className={styles.body}>
        <span className={`${styles.skeletonLine} ${styles.skeleton}`} />
        <span className={`${styles.skeletonLine} ${styles.skeleton}`} />
      </span>
    </div>
  );
}
