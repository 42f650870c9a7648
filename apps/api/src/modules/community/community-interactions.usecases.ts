import { randomBytes } from "node:crypto";
import type { CommunityComment, CommunityCommentWrite, CommunityLike, CommunityPoll } from "@cellar/contracts";
import { AppError } from "../../app/http/errors";
import type { Queryable } from "../../app/query";
import { type CommunityDeps, takeRateSlot } from "./community.usecases";
import { toComment, toSummaries } from "./community-view";

const newCommentNo = () => `CC${randomBytes(10).toString("hex")}`;
const notFound = () => new AppError("notFound", "게시글을 찾을 수 없습니다");

/** Locks a post others may act on: visible, and not by a member the caller blocked. */
async function lockVisiblePost(deps: CommunityDeps, tx: Queryable, mberNo: string, postNo: string) {
  const post = await deps.repo.lockPost(tx, postNo);
  if (!post || post.status !== deps.repo.VISIBLE) throw notFound();
  if (post.mberNo !== mberNo && (await deps.repo.isBlocked(tx, mberNo, post.mberNo))) throw notFound();
  return post;
}

/**
 * Likes a post once: the (post, member) key settles parallel likes of one member, and the counter
 * moves only when a like row was added, under the post's row lock — so it is exact.
 */
export async function like(deps: CommunityDeps, mberNo: string, postNo: string): Promise<CommunityLike> {
  return deps.db.transaction(async (tx) => {
    await lockVisiblePost(deps, tx, mberNo, postNo);
    const added = await deps.repo.insertLike(tx, postNo, mberNo, deps.clock());
    const likeCount = added ? await deps.repo.moveLikeCount(tx, postNo, 1) : await deps.repo.likeCount(tx, postNo);
    return { liked: true, likeCount };
  });
}

export async function unlike(deps: CommunityDeps, mberNo: string, postNo: string): Promise<CommunityLike> {
  return deps.db.transaction(async (tx) => {
    await lockVisiblePost(deps, tx, mberNo, postNo);
    const removed = await deps.repo.deleteLike(tx, postNo, mberNo);
    const likeCount = removed ? await deps.repo.moveLikeCount(tx, postNo, -1) : await deps.repo.likeCount(tx, postNo);
    return { liked: false, likeCount };
  });
}

/** One answer per member (the key settles parallel answers); answers the live results. */
export async function answerPoll(
  deps: CommunityDeps,
  mberNo: string,
  postNo: string,
  optionNo: number,
): Promise<CommunityPoll> {
  await deps.db.transaction(async (tx) => {
    await lockVisiblePost(deps, tx, mberNo, postNo);
    const poll = await deps.detail.findPoll(tx, postNo);
    if (!poll) throw new AppError("notFound", "투표를 찾을 수 없습니다");
    if (poll.closesAt && new Date(poll.closesAt) <= deps.clock()) throw new AppError("communityPollClosed");
    if (optionNo > poll.optionCount) throw new AppError("validation", "optionNo: no such option");
    if (!(await deps.detail.insertAnswer(tx, postNo, mberNo, optionNo, deps.clock()))) {
      throw new AppError("communityPollAnswered");
    }
  });
  const row = await deps.repo.findPostRow(deps.db, postNo, mberNo);
  const [summary] = await toSummaries(deps.detail, deps.db, [row!], mberNo, deps.clock());
  return summary!.poll!;
}

/** Comments (rate-limited per member); a reply answers a top-level comment of the same post. */
export async function writeComment(
  deps: CommunityDeps,
  mberNo: string,
  postNo: string,
  input: CommunityCommentWrite,
): Promise<CommunityComment> {
  const commentNo = newCommentNo();
  await deps.db.transaction(async (tx) => {
    await lockVisiblePost(deps, tx, mberNo, postNo);
    if (input.parentNo) {
      const parent = await deps.detail.findComment(tx, input.parentNo);
      if (!parent || parent.postNo !== postNo || parent.deleted) {
        throw new AppError("notFound", "댓글을 찾을 수 없습니다");
      }
      if (parent.parentNo !== null) throw new AppError("communityReplyDepth");
    }
    await takeRateSlot(deps, tx, mberNo, "comment");
    const values = { commentNo, postNo, parentNo: input.parentNo, mberNo, content: input.content };
    await deps.detail.insertComment(tx, values, deps.clock());
  });
  return toComment((await deps.detail.findComment(deps.db, commentNo))!, mberNo);
}

async function ownComment(deps: CommunityDeps, tx: Queryable, mberNo: string, commentNo: string) {
  const comment = await deps.detail.findComment(tx, commentNo);
  if (!comment || comment.deleted) throw new AppError("notFound", "댓글을 찾을 수 없습니다");
  if (comment.authorNo !== mberNo) throw new AppError("forbidden");
  await deps.repo.lockPost(tx, comment.postNo);
  return comment;
}

export async function updateComment(deps: CommunityDeps, mberNo: string, commentNo: string, content: string) {
  await deps.db.transaction(async (tx) => {
    await ownComment(deps, tx, mberNo, commentNo);
    await deps.detail.updateComment(tx, commentNo, content, deps.clock());
  });
  return toComment((await deps.detail.findComment(deps.db, commentNo))!, mberNo);
}

export async function deleteComment(deps: CommunityDeps, mberNo: string, commentNo: string): Promise<null> {
  await deps.db.transaction(async (tx) => {
    const comment = await ownComment(deps, tx, mberNo, commentNo);
    const keep = comment.parentNo === null && (await deps.detail.hasReplies(tx, commentNo));
    await deps.detail.removeComment(tx, comment, keep);
  });
  return null;
}
