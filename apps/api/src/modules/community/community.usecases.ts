import { randomBytes } from "node:crypto";
import {
  COMMUNITY_LIMITS,
  type CommunityFeed,
  type CommunityFeedQuery,
  type CommunityPost,
  type CommunityPostWrite,
  type ProductSummary,
} from "@cellar/contracts";
import type { Clock } from "../../app/clock";
import { AppError } from "../../app/http/errors";
import type { Db, Queryable } from "../../app/query";
import { totalPages } from "../products";
import type * as CommunityRepository from "./community.repository";
import type * as CommunityDetailRepository from "./community-detail.repository";
import type * as CommunityModerationRepository from "./community-moderation.repository";
import type * as CommunityPhotosRepository from "./community-photos.repository";
import { threadComments, toSummaries } from "./community-view";

/** What the community use-cases work with: the module's repositories, the database, clock and product cards. */
export type CommunityDeps = {
  repo: typeof CommunityRepository;
  detail: typeof CommunityDetailRepository;
  photos: typeof CommunityPhotosRepository;
  moderation: typeof CommunityModerationRepository;
  db: Db;
  clock: Clock;
  productCards: (db: Queryable, itemCds: string[], mberNo: string | null) => Promise<ProductSummary[]>;
};

const newPostNo = () => `CP${randomBytes(10).toString("hex")}`;
const MINUTE_MS = 60_000;

/**
 * Counts the member's posts or comments in the window under the member's row lock (so parallel
 * writes see each other, on every instance), refuses beyond the limit and records this one.
 */
export async function takeRateSlot(deps: CommunityDeps, tx: Queryable, mberNo: string, kind: "post" | "comment") {
  const now = deps.clock();
  const windowMs = COMMUNITY_LIMITS.rateWindowMinutes * MINUTE_MS;
  const limit = kind === "post" ? COMMUNITY_LIMITS.postsPerWindow : COMMUNITY_LIMITS.commentsPerWindow;
  await deps.repo.lockMember(tx, mberNo);
  const used = await deps.repo.countActions(tx, mberNo, kind, new Date(now.getTime() - windowMs));
  if (used >= limit) {
    const what = kind === "post" ? `글은 ${limit}개` : `댓글은 ${limit}개`;
    throw new AppError(
      "communityRateLimited",
      `${COMMUNITY_LIMITS.rateWindowMinutes}분 동안 ${what}까지 작성할 수 있습니다. 잠시 후 다시 시도해 주세요`,
      { "Retry-After": String(COMMUNITY_LIMITS.rateWindowMinutes * 60) },
    );
  }
  await deps.repo.recordAction(tx, mberNo, kind, now, new Date(now.getTime() - 24 * 60 * MINUTE_MS));
}

export async function feed(deps: CommunityDeps, mberNo: string, q: CommunityFeedQuery): Promise<CommunityFeed> {
  const offset = (q.pageNo - 1) * q.pageSize;
  const [rows, totalCnt] = await Promise.all([
    deps.repo.feedPage(deps.db, { board: q.board, sort: q.sort, limit: q.pageSize, offset }, mberNo),
    deps.repo.countFeed(deps.db, q.board, mberNo),
  ]);
  return {
    pageNo: q.pageNo,
    pageSize: q.pageSize,
    totalCnt,
    totalPages: totalPages(totalCnt, q.pageSize),
    list: await toSummaries(deps.detail, deps.db, rows, mberNo, deps.clock()),
  };
}

/**
 * A post with its products and comments. Hidden or removed posts, and posts of a member the
 * viewer blocked, answer not found (the author still sees their own hidden post).
 */
export async function postDetail(deps: CommunityDeps, mberNo: string, postNo: string): Promise<CommunityPost> {
  const row = await deps.repo.findPostRow(deps.db, postNo, mberNo);
  if (!row) throw new AppError("notFound", "게시글을 찾을 수 없습니다");
  const own = row.authorNo === mberNo;
  if (
    (row.status !== deps.repo.VISIBLE && !(own && row.status === deps.repo.HIDDEN)) ||
    (!own && (await deps.repo.isBlocked(deps.db, mberNo, row.authorNo)))
  ) {
    throw new AppError("notFound", "게시글을 찾을 수 없습니다");
  }
  const [[summary], itemCds, comments] = await Promise.all([
    toSummaries(deps.detail, deps.db, [row], mberNo, deps.clock()),
    deps.repo.postItemCds(deps.db, postNo),
    deps.detail.commentsOf(deps.db, postNo, mberNo),
  ]);
  return {
    ...summary!,
    products: await deps.productCards(deps.db, itemCds, mberNo),
    comments: threadComments(comments, mberNo),
  };
}

async function attachParts(
  deps: CommunityDeps,
  tx: Queryable,
  mberNo: string,
  postNo: string,
  input: CommunityPostWrite,
) {
  const found = new Set(await deps.repo.existingItemCds(tx, input.itemCds));
  if (input.itemCds.some((cd) => !found.has(cd))) throw new AppError("communityProductUnknown");
  await deps.repo.replacePostProducts(tx, postNo, input.itemCds);
  if (new Set(input.photoFileIds).size !== input.photoFileIds.length) {
    throw new AppError("validation", "photoFileIds: a photo is repeated");
  }
  const own = await deps.photos.lockOwnPhotos(tx, mberNo, input.photoFileIds);
  const usable = new Set(own.filter((p) => p.postNo === null || p.postNo === postNo).map((p) => p.fileId));
  if (input.photoFileIds.some((id) => !usable.has(id))) throw new AppError("communityPhotoUnknown");
  await deps.photos.replacePostPhotos(tx, postNo, input.photoFileIds);
}

/** Writes a post (rate-limited per member); a play post may carry a poll. */
export async function writePost(deps: CommunityDeps, mberNo: string, input: CommunityPostWrite) {
  const postNo = newPostNo();
  await deps.db.transaction(async (tx) => {
    await takeRateSlot(deps, tx, mberNo, "post");
    const { board, text, rating, tastingWords } = input;
    await deps.repo.insertPost(tx, { postNo, board, mberNo, text, rating, tastingWords }, deps.clock());
    await attachParts(deps, tx, mberNo, postNo, input);
    if (input.poll) await deps.detail.insertPoll(tx, postNo, input.poll);
  });
  return postDetail(deps, mberNo, postNo);
}

async function ownPost(deps: CommunityDeps, tx: Queryable, mberNo: string, postNo: string) {
  const post = await deps.repo.lockPost(tx, postNo);
  if (!post || post.status === deps.repo.REMOVED) throw new AppError("notFound", "게시글을 찾을 수 없습니다");
  if (post.mberNo !== mberNo) throw new AppError("forbidden");
  return post;
}

/** The author edits text, photos, products, rating and words; the board and a poll stay as written. */
export async function updatePost(deps: CommunityDeps, mberNo: string, postNo: string, input: CommunityPostWrite) {
  await deps.db.transaction(async (tx) => {
    const post = await ownPost(deps, tx, mberNo, postNo);
    if (post.board !== input.board) throw new AppError("validation", "board: a post stays on its board");
    const { text, rating, tastingWords } = input;
    await deps.repo.updatePost(tx, { postNo, board: post.board, text, rating, tastingWords }, deps.clock());
    await attachParts(deps, tx, mberNo, postNo, input);
  });
  return postDetail(deps, mberNo, postNo);
}

/** The author deletes the post with its photos, comments, likes, poll and reports. */
export async function deletePost(deps: CommunityDeps, mberNo: string, postNo: string): Promise<null> {
  await deps.db.transaction(async (tx) => {
    await ownPost(deps, tx, mberNo, postNo);
    await deps.repo.deletePost(tx, postNo);
  });
  return null;
}
