import { COMMUNITY_LIMITS, type CommunityBoard, type CommunityReport } from "@cellar/contracts";
import { AppError } from "../../app/http/errors";
import type { CommunityDeps } from "./community.usecases";
import { iso } from "./community-view";

/**
 * Reports a post, a comment or a member once per reporter. Reports of a post queue on its row
 * lock, so the count of distinct reporters is exact and the third one hides the post until a
 * manager restores or removes it (docs/decisions/386).
 */
export async function report(deps: CommunityDeps, mberNo: string, input: CommunityReport): Promise<null> {
  const { targetType, targetNo } = input;
  await deps.db.transaction(async (tx) => {
    if (targetType === "post") {
      const post = await deps.repo.lockPost(tx, targetNo);
      if (!post || post.status === deps.repo.REMOVED) throw new AppError("notFound", "게시글을 찾을 수 없습니다");
      if (post.mberNo === mberNo) throw new AppError("communityOwnReport");
    } else if (targetType === "comment") {
      const comment = await deps.detail.findComment(tx, targetNo);
      if (!comment || comment.deleted) throw new AppError("notFound", "댓글을 찾을 수 없습니다");
      if (comment.authorNo === mberNo) throw new AppError("communityOwnReport");
    } else {
      if (!(await deps.moderation.memberExists(tx, targetNo)))
        throw new AppError("notFound", "회원을 찾을 수 없습니다");
      if (targetNo === mberNo) throw new AppError("communityOwnReport");
    }
    const added = await deps.moderation.insertReport(tx, { ...input, mberNo }, deps.clock());
    if (!added) throw new AppError("communityAlreadyReported");
    if (
      targetType === "post" &&
      (await deps.moderation.countReporters(tx, "post", targetNo)) >= COMMUNITY_LIMITS.reportsToHide
    ) {
      await deps.repo.setPostStatus(tx, targetNo, deps.repo.HIDDEN);
    }
  });
  return null;
}

/** Blocks a member: their posts and comments disappear for the blocker. */
export async function block(deps: CommunityDeps, mberNo: string, authorNo: string): Promise<null> {
  if (authorNo === mberNo) throw new AppError("communitySelfBlock");
  if (!(await deps.moderation.memberExists(deps.db, authorNo)))
    throw new AppError("notFound", "회원을 찾을 수 없습니다");
  await deps.moderation.insertBlock(deps.db, mberNo, authorNo, deps.clock());
  return null;
}

export async function unblock(deps: CommunityDeps, mberNo: string, authorNo: string): Promise<null> {
  if (!(await deps.moderation.deleteBlock(deps.db, mberNo, authorNo))) throw new AppError("notFound");
  return null;
}

export async function blocks(deps: CommunityDeps, mberNo: string) {
  return (await deps.moderation.listBlocks(deps.db, mberNo)).map((b) => ({ ...b, blockedAt: iso(b.blockedAt) }));
}

/** Store side: posts hidden by reports with their reasons. */
export async function reportedPosts(deps: CommunityDeps) {
  const posts = await deps.moderation.hiddenPosts(deps.db);
  return Promise.all(
    posts.map(async (p) => {
      const reasons = await deps.moderation.postReports(deps.db, p.postNo);
      return {
        postNo: p.postNo,
        board: p.board as CommunityBoard,
        text: p.text,
        author: { authorNo: p.authorNo, nickName: p.nickName, gradeNm: p.gradeNm },
        status: p.status,
        reportCount: reasons.length,
        reasons: reasons.map((r) => ({ ...r, createdAt: iso(r.createdAt) })),
        createdAt: iso(p.createdAt),
      };
    }),
  );
}

async function review(deps: CommunityDeps, postNo: string, status: string) {
  await deps.db.transaction(async (tx) => {
    const post = await deps.repo.lockPost(tx, postNo);
    if (!post || post.status !== deps.repo.HIDDEN) throw new AppError("notFound", "검토할 게시글이 없습니다");
    // The reports stay: the same members cannot report it again, a new reporter hides it again.
    await deps.repo.setPostStatus(tx, postNo, status);
  });
  return null;
}

export const restorePost = (deps: CommunityDeps, postNo: string) => review(deps, postNo, deps.repo.VISIBLE);
export const removePost = (deps: CommunityDeps, postNo: string) => review(deps, postNo, deps.repo.REMOVED);
