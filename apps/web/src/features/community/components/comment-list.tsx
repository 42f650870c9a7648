import type { CommunityComment } from "@cellar/contracts/client";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { AuthorLine } from "./author-line";
import styles from "./comment-list.module.css";
import { LinkifiedText } from "./linkified-text";

type CommentListProps = {
  comments: CommunityComment[];
  onReply: (comment: CommunityComment) => void;
  onEdit: (comment: CommunityComment, content: string) => Promise<unknown>;
  onDelete: (comment: CommunityComment) => void;
  reportTo: (comment: CommunityComment) => string;
};

function CommentItem({
  comment,
  onReply,
  onEdit,
  onDelete,
  reportTo,
}: CommentListProps & { comment: CommunityComment }) {
  const { t } = useTranslation("community");
  const [editing, setEditing] = useState<string | null>(null);
  if (comment.deleted) {
    return <p className={styles.deleted}>{t("comment.deleted")}</p>;
  }
  return (
    <div className={styles.comment} data-comment-no={comment.commentNo}>
      <AuthorLine author={comment.author} at={comment.createdAt} />
      {editing === null ? (
        <LinkifiedText text={comment.content} className={styles.content} />
      ) : (
        <form
          className={styles.editForm}
          onSubmit={(e) => {
            e.preventDefault();
            if (editing.trim()) void onEdit(comment, editing.trim()).then(() => setEditing(null));
          }}
        >
          <textarea
            aria-label={t("comment.edit")}
            value={editing}
            maxLength={500}
            rows={2}
            onChange={(e) => setEditing(e.target.value)}
          />
          <button type="submit">{t("save")}</button>
          <button type="button" onClick={() => setEditing(null)}>
            {t("cancel")}
          </button>
        </form>
      )}
      <div className={styles.actions}>
        {comment.parentNo === null ? (
          <button type="button" onClick={() => onReply(comment)}>
            {t("comment.reply")}
          </button>
        ) : null}
        {comment.mine ? (
          <>
            <button type="button" onClick={() => setEditing(comment.content)}>
              {t("edit")}
            </button>
            <button type="button" onClick={() => onDelete(comment)}>
              {t("delete")}
            </button>
          </>
        ) : (
          <Link to={reportTo(comment)}>{t("report")}</Link>
        )}
      </div>
    </div>
  );
}

/** Comments in writing order, each with its replies (one level) indented below it. */
export function CommentList(props: CommentListProps) {
  const { t } = useTranslation("community");
  if (props.comments.length === 0) return <p className={styles.empty}>{t("comment.empty")}</p>;
  return (
    <ul className={styles.list}>
      {props.comments.map((c) => (
        <li key={c.commentNo}>
          <CommentItem {...props} comment={c} />
          {c.replies.length > 0 ? (
            <ul className={styles.replies}>
              {c.replies.map((r) => (
                <li key={r.commentNo}>
                  <CommentItem {...props} comment={r} />
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
