import type { Alarm } from "@cellar/contracts/client";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { EmptyState } from "../../../components/ui/empty-state";
import { InfiniteSentinel } from "../../../components/ui/infinite-sentinel";
import { PageHeader } from "../../../components/ui/page-header";
import { useGoBack } from "../../../components/ui/use-go-back";
import { useInfiniteList } from "../../../components/ui/use-infinite-list";
import { formatInstant } from "../../../lib/format/seoul-time";
import { useGlobalState } from "../../../lib/state/global-state";
import { alarmsQueryKey, getAlarms } from "../api/get-alarms";
import { useReadAlarm, useReadAllAlarms } from "../api/read-alarms";
import styles from "./alert-route.module.css";

/** `/alert`: notifications newest first; unread ones stand out; opening one marks it read. */
export function AlertRoute() {
  const { t } = useTranslation("alarms");
  const { t: ts } = useTranslation("shell");
  const goBack = useGoBack();
  const navigate = useNavigate();
  const newCount = useGlobalState((s) => s.newAlarmCount);
  const readOne = useReadAlarm();
  const readAll = useReadAllAlarms();
  const list = useInfiniteList<Alarm>({
    queryKey: alarmsQueryKey,
    logTag: "alarms",
    fetchPage: async (pageNo) => {
      const page = await getAlarms(pageNo);
      return { list: page.list, pageNo: page.pageNo, hasMore: page.pageNo < page.totalPages };
    },
  });

  const open = (alarm: Alarm) => {
    if (alarm.readYn === "N") readOne.mutate(alarm.alarmNo);
    if (alarm.link?.startsWith("/")) void navigate(alarm.link);
  };

  return (
    <>
      <PageHeader title={ts("routes:alert")} onBack={goBack} />
      <main className={styles.page}>
        <div className={styles.toolbar}>
          <p className={styles.count}>
            {t("newCount")}
            <span className={styles.badge} data-testid="alarm-new-count">
              {newCount}
            </span>
          </p>
          <button
            type="button"
            className={styles.readAll}
            onClick={() => readAll.mutate()}
            disabled={newCount === 0 || readAll.isPending}
          >
            {t("readAll")}
          </button>
        </div>
        {list.settled && list.items.length === 0 ? <EmptyState title={t("empty")} /> : null}
        <ul className={styles.list}>
          {list.items.map((alarm) => (
            <li key={alarm.alarmNo}>
              <button
                type="button"
                className={`${styles.item} ${alarm.readYn === "N" ? styles.unread : ""}`}
                data-read={alarm.readYn}
                onClick={() => open(alarm)}
              >
                {alarm.readYn === "N" ? <span className="visually-hidden">{t("unread")}</span> : null}
                <span className={styles.title}>{alarm.title}</span>
                <span className={styles.body}>{alarm.body}</span>
                <span className={styles.date}>{formatInstant(alarm.createdAt)}</span>
              </button>
            </li>
          ))}
        </ul>
        <InfiniteSentinel active={list.canLoadMore} onVisible={list.loadMore} />
      </main>
    </>
  );
}
