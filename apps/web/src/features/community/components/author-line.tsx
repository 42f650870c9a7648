import type { CommunityAuthor } from "@cellar/contracts/client";
import { formatInstant } from "../../../lib/format/seoul-time";
import styles from "./author-line.module.css";

/** The author's nickname with a grade badge (coloured as the spec's ranks) and when they wrote. */
export function AuthorLine({ author, at, edited }: { author: CommunityAuthor; at: string; edited?: string }) {
  return (
    <div className={styles.line}>
      <span className={styles.nick}>{author.nickName}</span>
      <span className={styles.badge} data-grade={author.gradeNm.toLowerCase()}>
        {author.gradeNm}
      </span>
      <time className={styles.time} dateTime={at}>
        {formatInstant(at)}
        {edited ? ` · ${edited}` : ""}
      </time>
    </div>
  );
}
