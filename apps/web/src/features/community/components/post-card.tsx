import type { CommunityPostSummary } from "@cellar/contracts/client";
import { memo } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { CommunityIcon } from "../../../components/ui/icons";
import { AuthorLine } from "./author-line";
import styles from "./post-card.module.css";
import { RatingWords } from "./rating-words";

type PostCardProps = { post: CommunityPostSummary; to: string; eager?: boolean };

/** One post in a board's feed: author, photos, rating and words, the text, a poll's question, counts. */
export const PostCard = memo(function PostCard({ post, to, eager = false }: PostCardProps) {
  const { t } = useTranslation("community");
  const shown = post.photos.slice(0, 3);
  return (
    <article className={styles.card} data-post-no={post.postNo}>
      <Link to={to} className={styles.link}>
        <AuthorLine author={post.author} at={post.createdAt} />
        {shown.length > 0 ? (
          <div className={styles.photos} data-count={shown.length}>
            {shown.map((p, i) => (
              <span key={p.fileId} className={styles.photo}>
                <img src={p.thumbUrl} alt="" loading={eager && i === 0 ? "eager" : "lazy"} decoding="async" />
                {i === shown.length - 1 && post.photos.length > shown.length ? (
                  <span className={styles.more}>+{post.photos.length - shown.length}</span>
                ) : null}
              </span>
            ))}
          </div>
        ) : null}
        <RatingWords rating={post.rating} words={post.tastingWords} />
        <p className={styles.text}>{post.text}</p>
        {post.poll ? (
          <p className={styles.poll}>
            <span className={styles.pollTag}>{t("poll.tag")}</span> {post.poll.question}
            <span className={styles.pollCount}>{t("poll.total", { count: post.poll.totalCount })}</span>
          </p>
        ) : null}
        <p className={styles.counts}>
          <span data-liked={post.liked || undefined}>
            <span aria-hidden="true">♥ {post.likeCount}</span>
            <span className="visually-hidden">{t("likes", { count: post.likeCount })}</span>
          </span>
          <span>
            <span aria-hidden="true" className={styles.count}>
              <CommunityIcon size={15} /> {post.commentCount}
            </span>
            <span className="visually-hidden">{t("comments", { count: post.commentCount })}</span>
          </span>
          {post.productCount > 0 ? <span>{t("linkedProducts", { count: post.productCount })}</span> : null}
        </p>
      </Link>
    </article>
  );
});
