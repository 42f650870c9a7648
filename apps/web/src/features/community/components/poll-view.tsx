import type { CommunityPoll } from "@cellar/contracts/client";
import { useTranslation } from "react-i18next";
import { formatInstant } from "../../../lib/format/seoul-time";
import styles from "./poll-view.module.css";

type PollViewProps = {
  poll: CommunityPoll;
  /** Given where the member can answer (the post page); the feed shows results only. */
  onAnswer?: (optionNo: number) => void;
  pending?: boolean;
};

const percent = (count: number, total: number) => (total === 0 ? 0 : Math.round((count / total) * 100));

/**
 * A poll: options to choose while the member has not answered and it is open; afterwards (or
 * when closed) the live results with the member's choice marked.
 */
export function PollView({ poll, onAnswer, pending = false }: PollViewProps) {
  const { t } = useTranslation("community");
  const showResults = poll.myOptionNo !== null || poll.closed || !onAnswer;
  return (
    <section className={styles.poll} aria-label={t("poll.label")}>
      <p className={styles.question}>{poll.question}</p>
      {showResults ? (
        <ul className={styles.results}>
          {poll.options.map((o) => {
            const p = percent(o.count, poll.totalCount);
            const mine = o.optionNo === poll.myOptionNo;
            return (
              <li key={o.optionNo} className={styles.result} data-mine={mine || undefined}>
                <span className={styles.bar} style={{ width: `${p}%` }} aria-hidden="true" />
                <span className={styles.label}>
                  {o.label}
                  {mine ? <span className={styles.myMark}>{t("poll.mine")}</span> : null}
                </span>
                <span className={styles.count}>{t("poll.result", { percent: p, count: o.count })}</span>
              </li>
            );
          })}
        </ul>
      ) : (
        <div className={styles.options}>
          {poll.options.map((o) => (
            <button
              key={o.optionNo}
              type="button"
              className={styles.option}
              disabled={pending}
              onClick={() => onAnswer?.(o.optionNo)}
            >
              {o.label}
            </button>
          ))}
        </div>
      )}
      <p className={styles.meta}>
        {t("poll.total", { count: poll.totalCount })}
        {poll.closed
          ? ` · ${t("poll.closed")}`
          : poll.closesAt
            ? ` · ${t("poll.closesAt", { at: formatInstant(poll.closesAt) })}`
            : ""}
      </p>
    </section>
  );
}
