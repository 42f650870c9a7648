import { NOTICE_CATEGORIES, type NoticeCategory } from "@cellar/contracts/client";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { Chips } from "../../../components/ui/chips";
import { EmptyState } from "../../../components/ui/empty-state";
import { InfiniteSentinel } from "../../../components/ui/infinite-sentinel";
import { formatInstant } from "../../../lib/format/seoul-time";
import { useNotices } from "../api/get-notices";
import { LoadError } from "../components/load-error";
import { readNoticeCategory } from "../rules/filters";
import styles from "./notice-list-route.module.css";

type Chip = NoticeCategory | "ALL";

/** `/notice`: the notices of a category (`?category=` in the URL), pinned first, then newest, page after page. */
export function NoticeListRoute({ noticeTo }: { noticeTo: (noticeNo: number) => string }) {
  const { t } = useTranslation("content");
  const [search, setSearch] = useSearchParams();
  const category = readNoticeCategory(search.get("category"));
  const query = useNotices(category);
  const notices = query.data?.pages.flatMap((p) => p.list) ?? [];
  const chips = (["ALL", ...NOTICE_CATEGORIES] as Chip[]).map((value) => ({
    value,
    label: t(`notice.category.${value}`),
  }));

  return (
    <div className={styles.page}>
      <div className={styles.chips}>
        <Chips
          label={t("notice.categories")}
          items={chips}
          selected={[category ?? "ALL"]}
          onToggle={(v) => setSearch(v === "ALL" ? {} : { category: v }, { replace: true })}
        />
      </div>
      {query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : !query.data ? (
        <ul className={styles.list} aria-busy="true" aria-label={t("notice.loading")}>
          {[0, 1, 2, 3, 4].map((i) => (
            <li key={i} className={styles.skeleton} />
          ))}
        </ul>
      ) : notices.length === 0 ? (
        <EmptyState title={t("notice.empty")} />
      ) : (
        <>
          <ul className={styles.list} aria-label={t("notice.listLabel")}>
            {notices.map((n) => (
              <li key={n.noticeNo}>
                <Link to={noticeTo(n.noticeNo)} className={styles.item} data-pinned={n.pinned || undefined}>
                  <span className={styles.meta}>
                    {n.pinned ? <span className={styles.pin}>{t("notice.pinned")}</span> : null}
                    <span className={styles.category}>{t(`notice.category.${n.category}`)}</span>
                  </span>
                  <span className={styles.title}>{n.title}</span>
                  <time className={styles.date} dateTime={n.publishedAt}>
                    {formatInstant(n.publishedAt, false)}
                  </time>
                </Link>
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
