import { EVENT_STATUSES, type EventStatus } from "@cellar/contracts/client";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { EmptyState } from "../../../components/ui/empty-state";
import { InfiniteSentinel } from "../../../components/ui/infinite-sentinel";
import { Tabs } from "../../../components/ui/tabs";
import { useEvents } from "../api/get-events";
import { EventCard, EventCardSkeleton } from "../components/event-card";
import styles from "./event-list-route.module.css";

/** The list's tab in the URL (`?eventStatus=`; a name of its own, the page hosting the list may use others). */
export const EVENT_STATUS_PARAM = "eventStatus";

const readStatus = (v: string | null): EventStatus =>
  (EVENT_STATUSES as readonly string[]).includes(v ?? "") ? (v as EventStatus) : "OPEN";

/**
 * The chain's events as cards (image, title, dates, place, seats left, status badge) by status:
 * open, upcoming, closed. Composed as `/community`'s event tab and shown by `/eventPage` without an
 * event number.
 */
export function EventListRoute({ eventTo }: { eventTo: (eventNo: string) => string }) {
  const { t } = useTranslation("events");
  const [search, setSearch] = useSearchParams();
  const status = readStatus(search.get(EVENT_STATUS_PARAM));
  const query = useEvents(status);
  const events = query.data?.pages.flatMap((p) => p.list) ?? [];
  const choose = (next: EventStatus) => {
    const params = new URLSearchParams(search);
    if (next === "OPEN") params.delete(EVENT_STATUS_PARAM);
    else params.set(EVENT_STATUS_PARAM, next);
    setSearch(params, { replace: true });
  };

  return (
    <div className={styles.page}>
      <Tabs
        label={t("list.tabs")}
        value={status}
        onChange={choose}
        items={EVENT_STATUSES.map((s) => ({ value: s, label: t(`list.status.${s}`) }))}
      />
      {query.isError ? (
        <div role="alert">
          <EmptyState title={t("list.error")} />
        </div>
      ) : !query.data ? (
        <div className={styles.list} aria-busy="true">
          <EventCardSkeleton />
          <EventCardSkeleton />
          <EventCardSkeleton />
        </div>
      ) : events.length === 0 ? (
        <EmptyState title={t(`list.empty.${status}`)} />
      ) : (
        <>
          <ul className={styles.list} aria-label={t(`list.status.${status}`)}>
            {events.map((e, i) => (
              <li key={e.eventNo}>
                <EventCard event={e} to={eventTo(String(e.eventNo))} eager={i < 3} />
              </li>
            ))}
          </ul>
          <InfiniteSentinel
            active={Boolean(query.hasNextPage) && !query.isFetching}
            onVisible={() => void query.fetchNextPage()}
          />
        </>
      )}
    </div>
  );
}
