import {
  API_VERSION,
  type CommunityBoard,
  type CommunityComment,
  type CommunityPhoto,
  type CommunityPoll,
  type CommunityPostSummary,
} from "@cellar/contracts";
import type { Queryable } from "../../app/query";
import type * as CommunityRepository from "./community.repository";
import type * as CommunityDetailRepository from "./community-detail.repository";

const PHOTO_BASE = `/user-api/${API_VERSION}/api/community/photos`;
/** Where community photos are served (GET, public: an <img> sends no token; ids are random). */
export const COMMUNITY_PHOTO_ROUTE = `${PHOTO_BASE}/:fileId`;
export const COMMUNITY_THUMB_ROUTE = `${PHOTO_BASE}/:fileId/thumb`;
export const photoOf = (fileId: string): CommunityPhoto => ({
  fileId,
  url: `${PHOTO_BASE}/${fileId}`,
  thumbUrl: `${PHOTO_BASE}/${fileId}/thumb`,
});

export const iso = (v: Date | string) => new Date(v).toISOString();

const author = (r: { authorNo: string; nickName: string; gradeNm: string }) => ({
  authorNo: r.authorNo,
  nickName: r.nickName,
  gradeNm: r.gradeNm,
});

/** Posts as the feed and the detail show them: photos and polls loaded for all rows at once. */
export async function toSummaries(
  detail: typeof CommunityDetailRepository,
  db: Queryable,
  rows: CommunityRepository.PostRow[],
  viewer: string,
  now: Date,
): Promise<CommunityPostSummary[]> {
  const postNos = rows.map((r) => r.postNo);
  const [photos, polls] = await Promise.all([detail.photosOf(db, postNos), detail.pollsOf(db, postNos, viewer)]);
  const photosBy = new Map<string, CommunityPhoto[]>();
  for (const p of photos) photosBy.set(p.postNo, [...(photosBy.get(p.postNo) ?? []), photoOf(p.fileId)]);
  const pollBy = new Map<string, CommunityPoll>();
  for (const p of polls.polls) {
    const options = polls.options
      .filter((o) => o.postNo === p.postNo)
      .map((o) => ({ optionNo: o.optionNo, label: o.label, count: Number(o.count) }));
    const closesAt = p.closesAt ? iso(p.closesAt) : null;
    pollBy.set(p.postNo, {
      question: p.question,
      options,
      totalCount: options.reduce((s, o) => s + o.count, 0),
      myOptionNo: polls.mine.find((m) => m.postNo === p.postNo)?.optionNo ?? null,
      closesAt,
      closed: closesAt !== null && new Date(closesAt) <= now,
    });
  }
  return rows.map((r) => ({
    postNo: r.postNo,
    board: r.board as CommunityBoard,
    text: r.text,
    author: author(r),
    photos: photosBy.get(r.postNo) ?? [],
    rating: r.rating,
    tastingWords: r.tastingWords ?? [],
    productCount: Number(r.productCount),
    likeCount: Number(r.likeCount),
    liked: Boolean(r.liked),
    commentCount: Number(r.commentCount),
    poll: pollBy.get(r.postNo) ?? null,
    mine: r.authorNo === viewer,
    createdAt: iso(r.createdAt),
    updatedAt: iso(r.updatedAt),
  }));
}

export function toComment(r: CommunityDetailRepository.CommentRow, viewer: string): CommunityComment {
  return {
    commentNo: r.commentNo,
    parentNo: r.parentNo,
    author: author(r),
    content: r.deleted ? "" : r.content,
    deleted: r.deleted,
    mine: r.authorNo === viewer,
    createdAt: iso(r.createdAt),
    replies: [],
  };
}

/** Top-level comments with their replies; a deleted comment shows only while it has replies. */
export function threadComments(rows: CommunityDetailRepository.CommentRow[], viewer: string): CommunityComment[] {
  const top = rows.filter((r) => r.parentNo === null).map((r) => toComment(r, viewer));
  const byNo = new Map(top.map((c) => [c.commentNo, c]));
  for (const r of rows) {
    if (r.parentNo !== null) byNo.get(r.parentNo)?.replies.push(toComment(r, viewer));
  }
  return top.filter((c) => !c.deleted || c.replies.length > 0);
}
