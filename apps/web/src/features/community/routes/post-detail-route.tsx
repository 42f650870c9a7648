import type { CommunityComment, CommunityPost } from "@cellar/contracts/client";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { AlertDialog } from "../../../components/ui/dialog";
import { EmptyState } from "../../../components/ui/empty-state";
import { CommunityIcon } from "../../../components/ui/icons";
import { PageHeader } from "../../../components/ui/page-header";
import { ProductCard } from "../../../components/ui/product-card";
import { Spinner } from "../../../components/ui/spinner";
import { useGoBack } from "../../../components/ui/use-go-back";
import { useGlobalState } from "../../../lib/state/global-state";
import { useAnswerPoll } from "../api/answer-poll";
import { useDeleteComment } from "../api/delete-comment";
import { useDeletePost } from "../api/delete-post";
import { usePost } from "../api/get-post";
import { useToggleLike } from "../api/toggle-like";
import { useUpdateComment } from "../api/update-comment";
import { useWriteComment } from "../api/write-comment";
import { AuthorLine } from "../components/author-line";
import { CommentList } from "../components/comment-list";
import { LinkifiedText } from "../components/linkified-text";
import { PollView } from "../components/poll-view";
import { RatingWords } from "../components/rating-words";
import { communityErrorText } from "../rules/error-text";
import styles from "./post-detail-route.module.css";

export type ReportTarget =
  | { type: "post"; postNo: string; authorNo: string }
  | { type: "comment"; commentNo: string; authorNo: string }
  | { type: "member"; authorNo: string };

type PostDetailRouteProps = {
  postNo: string | null;
  listTo: (board: string) => string;
  productTo: (itemCd: string) => string;
  editTo: (postNo: string) => string;
  reportTo: (target: ReportTarget) => string;
};

const toast = (message: string) => useGlobalState.getState().showToast(message);

function PostBody({ post, productTo }: { post: CommunityPost; productTo: (itemCd: string) => string }) {
  const { t } = useTranslation("community");
  const poll = useAnswerPoll(post.postNo);
  return (
    <>
      <AuthorLine
        author={post.author}
        at={post.createdAt}
        edited={post.updatedAt !== post.createdAt ? t("edited") : undefined}
      />
      {post.photos.length > 0 ? (
        <div className={styles.photos}>
          {post.photos.map((p, i) => (
            <img
              key={p.fileId}
              src={p.url}
              alt={t("photoOf", { index: i + 1, count: post.photos.length })}
              loading={i === 0 ? "eager" : "lazy"}
            />
          ))}
        </div>
      ) : null}
      <RatingWords rating={post.rating} words={post.tastingWords} />
      <LinkifiedText text={post.text} />
      {post.poll ? (
        <PollView
          poll={post.poll}
          pending={poll.isPending}
          onAnswer={(optionNo) =>
            poll.mutate(optionNo, { onError: (e) => toast(communityErrorText(e, t("poll.failed"))) })
          }
        />
      ) : null}
      {post.products.length > 0 ? (
        <section className={styles.products} aria-label={t("products")}>
          <h2 className={styles.sectionTitle}>{t("products")}</h2>
          {post.products.map((p) => (
            <ProductCard key={p.itemCd} product={p} to={productTo(p.itemCd)} layout="row" />
          ))}
        </section>
      ) : null}
    </>
  );
}

/** `/communityDetail?postNo=`: the post, its likes, comments with replies; the author edits and deletes. */
export function PostDetailRoute({ postNo, listTo, productTo, editTo, reportTo }: PostDetailRouteProps) {
  const { t } = useTranslation("community");
  const goBack = useGoBack();
  const navigate = useNavigate();
  const post = usePost(postNo);
  const like = useToggleLike(postNo ?? "");
  const writeComment = useWriteComment(postNo ?? "");
  const updateComment = useUpdateComment(postNo ?? "");
  const deleteComment = useDeleteComment(postNo ?? "");
  const deletePost = useDeletePost();
  const [text, setText] = useState("");
  const [replyTo, setReplyTo] = useState<CommunityComment | null>(null);
  const [confirm, setConfirm] = useState<{ kind: "post" } | { kind: "comment"; comment: CommunityComment } | null>(
    null,
  );
  const input = useRef<HTMLTextAreaElement>(null);

  const header = <PageHeader title={t("detailTitle")} onBack={goBack} bordered />;
  if (!postNo || post.isError) {
    return (
      <>
        {header}
        <main className={styles.page}>
          <EmptyState
            title={t("notFound")}
            action={
              <Link to={listTo("drink")} className={styles.textLink}>
                {t("backToList")}
              </Link>
            }
          />
        </main>
      </>
    );
  }
  if (!post.data) {
    return (
      <>
        {header}
        <div className={styles.loading}>
          <Spinner label={t("loading")} />
        </div>
      </>
    );
  }
  const p = post.data;

  const submitComment = () => {
    const content = text.trim();
    if (!content) return;
    writeComment.mutate(
      { content, parentNo: replyTo?.commentNo ?? null },
      {
        onSuccess: () => {
          setText("");
          setReplyTo(null);
        },
        onError: (e) => toast(communityErrorText(e, t("comment.failed"))),
      },
    );
  };

  const confirmed = () => {
    if (confirm?.kind === "post") {
      deletePost.mutate(p.postNo, {
        onSuccess: () => {
          toast(t("deleted"));
          void navigate(listTo(p.board), { replace: true });
        },
        onError: (e) => toast(communityErrorText(e, t("failed"))),
      });
    } else if (confirm?.kind === "comment") {
      deleteComment.mutate(confirm.comment.commentNo, {
        onError: (e) => toast(communityErrorText(e, t("failed"))),
      });
    }
    setConfirm(null);
  };

  return (
    <>
      {header}
      <main className={styles.page}>
        <article className={styles.post}>
          <PostBody post={p} productTo={productTo} />
          <div className={styles.actions}>
            <button
              type="button"
              className={styles.action}
              aria-pressed={p.liked}
              aria-label={t("like")}
              disabled={like.isPending}
              onClick={() => like.mutate(!p.liked, { onError: (e) => toast(communityErrorText(e, t("failed"))) })}
            >
              <span aria-hidden="true">{p.liked ? "♥" : "♡"}</span> {p.likeCount}
            </button>
            <button
              type="button"
              className={styles.action}
              aria-label={t("comment.button")}
              onClick={() => input.current?.focus()}
            >
              <CommunityIcon size={18} aria-hidden="true" /> {p.commentCount}
            </button>
            <span className={styles.spacer} />
            {p.mine ? (
              <>
                <Link to={editTo(p.postNo)} className={styles.small}>
                  {t("edit")}
                </Link>
                <button type="button" className={styles.small} onClick={() => setConfirm({ kind: "post" })}>
                  {t("delete")}
                </button>
              </>
            ) : (
              <Link
                to={reportTo({ type: "post", postNo: p.postNo, authorNo: p.author.authorNo })}
                className={styles.small}
                role="button"
                aria-label={t("reportAction")}
              >
                {t("report")}
              </Link>
            )}
            {p.mine ? null : (
              <Link to={reportTo({ type: "member", authorNo: p.author.authorNo })} className={styles.small}>
                {t("reportAuthor")}
              </Link>
            )}
          </div>
        </article>
        <section className={styles.comments} aria-label={t("comment.title")}>
          <h2 className={styles.sectionTitle}>{t("comment.titleCount", { count: p.commentCount })}</h2>
          <CommentList
            comments={p.comments}
            onReply={(c) => {
              setReplyTo(c);
              input.current?.focus();
            }}
            onEdit={(c, content) =>
              updateComment
                .mutateAsync({ commentNo: c.commentNo, content })
                .catch((e: unknown) => toast(communityErrorText(e, t("failed"))))
            }
            onDelete={(c) => setConfirm({ kind: "comment", comment: c })}
            reportTo={(c) => reportTo({ type: "comment", commentNo: c.commentNo, authorNo: c.author.authorNo })}
          />
        </section>
      </main>
      <form
        className={styles.commentBar}
        onSubmit={(e) => {
          e.preventDefault();
          submitComment();
        }}
      >
        {replyTo ? (
          <p className={styles.replyTo}>
            {t("comment.replyTo", { name: replyTo.author.nickName })}
            <button type="button" onClick={() => setReplyTo(null)}>
              {t("cancel")}
            </button>
          </p>
        ) : null}
        <div className={styles.commentRow}>
          <textarea
            ref={input}
            aria-label={t("comment.input")}
            placeholder={t("comment.placeholder")}
            value={text}
            maxLength={500}
            rows={1}
            onChange={(e) => setText(e.target.value)}
          />
          <button type="submit" disabled={!text.trim() || writeComment.isPending}>
            {t("comment.submit")}
          </button>
        </div>
      </form>
      <AlertDialog
        open={confirm !== null}
        message={confirm?.kind === "post" ? t("deleteConfirm") : t("comment.deleteConfirm")}
        confirmLabel={t("delete")}
        cancelLabel={t("cancel")}
        onConfirm={confirmed}
        onCancel={() => setConfirm(null)}
      />
    </>
  );
}
