import { z } from "zod";
import { productSummarySchema } from "./catalogue";
import {
  COMMUNITY_BOARDS,
  COMMUNITY_LIMITS,
  COMMUNITY_REPORT_REASONS,
  COMMUNITY_REPORT_TARGETS,
  COMMUNITY_SORTS,
} from "./community-constants";
import { requiredString } from "./fields";
import { pagedSchema, positiveInt } from "./paging";

/** Who wrote a post or a comment: nickname and grade badge (authorNo is the member number). */
export const communityAuthorSchema = z.object({
  authorNo: z.string(),
  nickName: z.string(),
  /** Grade name (Silver, Gold, Black, VIP) for the badge. */
  gradeNm: z.string(),
});
export type CommunityAuthor = z.infer<typeof communityAuthorSchema>;

export const communityPhotoSchema = z.object({ fileId: z.string(), url: z.string(), thumbUrl: z.string() });
export type CommunityPhoto = z.infer<typeof communityPhotoSchema>;

export const communityPollSchema = z.object({
  question: z.string(),
  options: z.array(z.object({ optionNo: z.number().int(), label: z.string(), count: z.number().int() })),
  totalCount: z.number().int(),
  /** The option the signed-in member chose; null when not answered. */
  myOptionNo: z.number().int().nullable(),
  /** ISO time; null when the poll stays open. */
  closesAt: z.string().nullable(),
  closed: z.boolean(),
});
export type CommunityPoll = z.infer<typeof communityPollSchema>;

export const communityPostSummarySchema = z.object({
  postNo: z.string(),
  board: z.enum(COMMUNITY_BOARDS),
  /** Plain text as written (never HTML). */
  text: z.string(),
  author: communityAuthorSchema,
  photos: z.array(communityPhotoSchema),
  /** Rating 1–5 of the bottle (drink board); null elsewhere. */
  rating: z.number().int().nullable(),
  tastingWords: z.array(z.string()),
  productCount: z.number().int(),
  likeCount: z.number().int(),
  liked: z.boolean(),
  commentCount: z.number().int(),
  poll: communityPollSchema.nullable(),
  mine: z.boolean(),
  /** ISO times. */
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CommunityPostSummary = z.infer<typeof communityPostSummarySchema>;

export type CommunityComment = {
  commentNo: string;
  parentNo: string | null;
  author: CommunityAuthor;
  /** Plain text; empty when deleted (kept while it has replies). */
  content: string;
  deleted: boolean;
  mine: boolean;
  createdAt: string;
  replies: CommunityComment[];
};
const commentBase = z.object({
  commentNo: z.string(),
  parentNo: z.string().nullable(),
  author: communityAuthorSchema,
  content: z.string(),
  deleted: z.boolean(),
  mine: z.boolean(),
  createdAt: z.string(),
});
/** A comment with its replies (one level: replies have none). */
export const communityCommentSchema: z.ZodType<CommunityComment> = commentBase.extend({
  replies: z.array(commentBase.extend({ replies: z.array(z.never()) })),
});

export const communityPostSchema = communityPostSummarySchema.extend({
  products: z.array(productSummarySchema),
  comments: z.array(communityCommentSchema),
});
export type CommunityPost = z.infer<typeof communityPostSchema>;

export const communityFeedQuerySchema = z.object({
  board: z.enum(COMMUNITY_BOARDS, { error: "board must be drink, love or play" }).default("drink"),
  sort: z.enum(COMMUNITY_SORTS, { error: "sort must be newest or popular" }).default("newest"),
  pageNo: positiveInt("pageNo", 10_000).default(1),
  pageSize: positiveInt("pageSize", 50).default(10),
});
export type CommunityFeedQuery = z.infer<typeof communityFeedQuerySchema>;
export type CommunityFeedQueryInput = z.input<typeof communityFeedQuerySchema>;
export const communityFeedSchema = pagedSchema(communityPostSummarySchema);
export type CommunityFeed = z.infer<typeof communityFeedSchema>;

const L = COMMUNITY_LIMITS;
export const communityPollWriteSchema = z.object({
  question: requiredString("poll.question").max(
    L.maxPollQuestion,
    `poll.question: at most ${L.maxPollQuestion} characters`,
  ),
  options: z
    .array(requiredString("poll.options").max(L.maxPollOption, `poll.options: at most ${L.maxPollOption} characters`))
    .min(L.pollMinOptions, `poll.options: ${L.pollMinOptions} to ${L.pollMaxOptions} options`)
    .max(L.pollMaxOptions, `poll.options: ${L.pollMinOptions} to ${L.pollMaxOptions} options`)
    .refine((o) => new Set(o).size === o.length, "poll.options: an option is repeated"),
  /** ISO time after which no answer is taken; omitted or null: open. */
  closesAt: z.iso.datetime({ offset: true, error: "poll.closesAt must be an ISO time" }).nullable().default(null),
});

export const communityPostWriteSchema = z
  .object({
    board: z.enum(COMMUNITY_BOARDS, { error: "board must be drink, love or play" }),
    text: requiredString("text").max(L.maxText, `text must be at most ${L.maxText} characters`),
    photoFileIds: z
      .array(z.string().min(1).max(40))
      .max(L.maxPhotos, `photoFileIds: at most ${L.maxPhotos} photos`)
      .default([]),
    itemCds: z
      .array(z.string().min(1).max(40))
      .max(L.maxProducts, `itemCds: at most ${L.maxProducts} products`)
      .refine((a) => new Set(a).size === a.length, "itemCds: a product is repeated")
      .default([]),
    rating: z.number().int().min(1, "rating must be 1 to 5").max(5, "rating must be 1 to 5").nullable().default(null),
    tastingWords: z
      .array(
        requiredString("tastingWords").max(L.maxTastingWord, `tastingWords: at most ${L.maxTastingWord} characters`),
      )
      .max(L.maxTastingWords, `tastingWords: at most ${L.maxTastingWords} words`)
      .default([]),
    poll: communityPollWriteSchema.nullable().default(null),
  })
  .refine((p) => p.board === "play" || p.poll === null, { message: "poll: only on the play board", path: ["poll"] })
  .refine((p) => p.board === "drink" || (p.rating === null && p.tastingWords.length === 0), {
    message: "rating: only on the drink board",
    path: ["rating"],
  });
export type CommunityPostWrite = z.infer<typeof communityPostWriteSchema>;
export type CommunityPostWriteInput = z.input<typeof communityPostWriteSchema>;

export const communityCommentWriteSchema = z.object({
  content: requiredString("content").max(L.maxComment, `content must be at most ${L.maxComment} characters`),
  /** A reply names the comment it answers (a top-level one). */
  parentNo: z.string().min(1).max(40).nullable().default(null),
});
export type CommunityCommentWrite = z.infer<typeof communityCommentWriteSchema>;
export const communityCommentUpdateSchema = communityCommentWriteSchema.pick({ content: true });

export const communityLikeSchema = z.object({ liked: z.boolean(), likeCount: z.number().int() });
export type CommunityLike = z.infer<typeof communityLikeSchema>;

export const communityPollAnswerSchema = z.object({ optionNo: z.number().int().min(1).max(L.pollMaxOptions) });

export const communityReportSchema = z
  .object({
    targetType: z.enum(COMMUNITY_REPORT_TARGETS, { error: "targetType must be post, comment or member" }),
    targetNo: requiredString("targetNo").max(40),
    reasonCd: z.enum(COMMUNITY_REPORT_REASONS, { error: "reasonCd: unknown reason" }),
    detail: z.string().trim().max(500, "detail must be at most 500 characters").default(""),
  })
  .refine((r) => r.reasonCd !== "OTHER" || r.detail.length >= 5, {
    message: "detail: please describe the reason (at least 5 characters)",
    path: ["detail"],
  });
export type CommunityReport = z.infer<typeof communityReportSchema>;
export type CommunityReportInput = z.input<typeof communityReportSchema>;

export const communityBlockSchema = z.object({ authorNo: requiredString("authorNo").max(40) });
export const communityBlockListSchema = z.array(communityAuthorSchema.extend({ blockedAt: z.string() }));

/** Store side: posts hidden by reports, waiting for a manager. */
export const communityReportedPostSchema = z.object({
  postNo: z.string(),
  board: z.enum(COMMUNITY_BOARDS),
  text: z.string(),
  author: communityAuthorSchema,
  status: z.string(),
  reportCount: z.number().int(),
  reasons: z.array(z.object({ reasonCd: z.string(), detail: z.string(), createdAt: z.string() })),
  createdAt: z.string(),
});
export const communityReportedPostListSchema = z.array(communityReportedPostSchema);
