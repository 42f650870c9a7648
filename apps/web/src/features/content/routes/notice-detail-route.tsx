import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { RichContent } from "../../../components/ui/rich-content";
import { formatInstant } from "../../../lib/format/seoul-time";
import { useNotice } from "../api/get-notice";
import { LoadError } from "../components/load-error";
import styles from "./notice-detail-route.module.css";

/** `/notice/detail?noticeNo=`: one notice, its rich content sanitised where shown, and the way back to the list. */
export function NoticeDetailRoute({ noticeNo, listTo }: { noticeNo: number; listTo: string }) {
  const { t } = useTranslation("content");
  const query = useNotice(noticeNo);
  if (!noticeNo || query.isError) {
    return <LoadError error={query.error} missing={!noticeNo} onRetry={() => void query.refetch()} listTo={listTo} />;
  }
  const notice = query.data;
  return (
    <article className={styles.article} aria-busy={!notice}>
      <header className={styles.head}>
        {notice ? (
          <>
            <p className={styles.meta}>
              {notice.pinned ? <span className={styles.pin}>{t("notice.pinned")}</span> : null}
              <span>{t(`notice.category.${notice.category}`)}</span>
            </p>
            <h2 className={styles.title}>{notice.title}</h2>
            <time className={styles.date} dateTime={notice.publishedAt}>
              {formatInstant(notice.publishedAt, false)}
            </time>
          </>
        ) : (
          <div className={styles.skeleton} />
        )}
      </header>
      {notice ? <RichContent html={notice.contentHtml} className={styles.body} /> : null}
      <div className={styles.footer}>
        <Link to={listTo} className={styles.list}>
          {t("notice.toList")}
        </Link>
      </div>
    </article>
  );
}
