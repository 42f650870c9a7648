import { z } from "zod";
import { productSummarySchema } from "./catalogue";
import { REVIEW_LIMITS } from "./catalogue-constants";
import { requiredString } from "./fields";
import { pagedSchema, positiveInt } from "./paging";

export const reviewSchema = z.object({
  reviewNo: z.string(),
  itemCd: z.string(),
  /** Masked nickname (e.g. 셀러**). */
  writerNm: z.string(),
  rating: z.number().int().min(1).max(5),
  content: z.string(),
  photos: z.array(z.object({ fileId: z.string(), url: z.string() })),
  /** ISO time. */
  createdAt: z.string(),
  /** Written by the signed-in member. */
  mine: z.boolean(),
});
export type Review = z.infer<typeof reviewSchema>;

export const reviewListQuerySchema = z.object({
  photoOnly: z.enum(["true", "false"]).default("false"),
  sort: z.enum(["latest", "rating"], { error: "sort must be latest or rating" }).default("latest"),
  pageNo: positiveInt("pageNo", 10_000).default(1),
  pageSize: positiveInt("pageSize", 50).default(10),
});
export const reviewPageSchema = pagedSchema(reviewSchema).extend({
  summary: z.object({
    avg: z.number(),
    count: z.number().int(),
    photoCount: z.number().int(),
    /** Count per rating, index 0 = 1 star … index 4 = 5 stars. */
    distribution: z.array(z.number().int()).length(5),
  }),
});
export type ReviewPage = z.infer<typeof reviewPageSchema>;

export const reviewWriteSchema = z.object({
  rating: z.coerce
    .number<string | number>({ error: "rating must be a number" })
    .int("rating must be a whole number")
    .min(1, "rating must be 1 to 5")
    .max(5, "rating must be 1 to 5"),
  content: requiredString("content")
    .min(REVIEW_LIMITS.minContent, `content must be at least ${REVIEW_LIMITS.minContent} characters`)
    .max(REVIEW_LIMITS.maxContent, `content must be at most ${REVIEW_LIMITS.maxContent} characters`),
  /** Ids from the photo upload endpoint, uploaded by the same member. */
  photoFileIds: z
    .array(z.string().min(1).max(40))
    .max(REVIEW_LIMITS.maxPhotos, `at most ${REVIEW_LIMITS.maxPhotos} photos`)
    .default([]),
});
export type ReviewWrite = z.infer<typeof reviewWriteSchema>;
export type ReviewWriteInput = z.input<typeof reviewWriteSchema>;

/** Answer of the photo upload (multipart/form-data, field `file`). */
export const reviewPhotoSchema = z.object({ fileId: z.string(), url: z.string() });

/** `/my/review`: my reviews with their product, and the bought items still to review. */
export const myReviewSchema = reviewSchema.extend({ product: productSummarySchema });
export const myReviewPageSchema = pagedSchema(myReviewSchema);
export const writableReviewSchema = z.object({
  product: productSummarySchema,
  orderNo: z.string(),
  /** ISO time of the order. */
  orderedAt: z.string(),
});
export const writableReviewListSchema = z.array(writableReviewSchema);

/** `/cs/report`: reason code from REVIEW_REPORT_RSN; detail required for reason 99 (other). */
export const reviewReportSchema = z
  .object({
    reasonCd: requiredString("reasonCd").max(10),
    detail: z.string().trim().max(500, "detail must be at most 500 characters").default(""),
  })
  .refine((r) => r.reasonCd !== "99" || r.detail.length >= 5, {
    message: "detail: please describe the reason (at least 5 characters)",
    path: ["detail"],
  });
export type ReviewReport = z.infer<typeof reviewReportSchema>;
