import { z } from "zod";
import {
  communityBlockListSchema,
  communityBlockSchema,
  communityCommentSchema,
  communityCommentUpdateSchema,
  communityCommentWriteSchema,
  communityFeedQuerySchema,
  communityFeedSchema,
  communityLikeSchema,
  communityPhotoSchema,
  communityPollAnswerSchema,
  communityPollSchema,
  communityPostSchema,
  communityPostWriteSchema,
  communityReportedPostListSchema,
  communityReportSchema,
} from "./community";
import { bindSchemas, empty } from "./endpoint-schemas";
import { keyParam } from "./input-rules";
import { communityRoutes } from "./routes-community";

const withSchemas = bindSchemas(communityRoutes);
const postNoParams = z.object({ postNo: keyParam("postNo") });
const commentNoParams = z.object({ commentNo: keyParam("commentNo") });

/** Schemas of the community endpoints (routes-community.ts). */
export const communityEndpoints = {
  communityFeed: withSchemas("communityFeed", { query: communityFeedQuerySchema, response: communityFeedSchema }),
  communityPostWrite: withSchemas("communityPostWrite", {
    body: communityPostWriteSchema,
    response: communityPostSchema,
  }),
  communityPost: withSchemas("communityPost", { params: postNoParams, response: communityPostSchema }),
  communityPostUpdate: withSchemas("communityPostUpdate", {
    params: postNoParams,
    body: communityPostWriteSchema,
    response: communityPostSchema,
  }),
  communityPostDelete: withSchemas("communityPostDelete", { params: postNoParams, response: empty }),
  communityLike: withSchemas("communityLike", { params: postNoParams, response: communityLikeSchema }),
  communityUnlike: withSchemas("communityUnlike", { params: postNoParams, response: communityLikeSchema }),
  communityPollAnswer: withSchemas("communityPollAnswer", {
    params: postNoParams,
    body: communityPollAnswerSchema,
    response: communityPollSchema,
  }),
  communityCommentWrite: withSchemas("communityCommentWrite", {
    params: postNoParams,
    body: communityCommentWriteSchema,
    response: communityCommentSchema,
  }),
  communityCommentUpdate: withSchemas("communityCommentUpdate", {
    params: commentNoParams,
    body: communityCommentUpdateSchema,
    response: communityCommentSchema,
  }),
  communityCommentDelete: withSchemas("communityCommentDelete", { params: commentNoParams, response: empty }),
  /** multipart/form-data (field `file`); not JSON, so no body schema here. */
  communityPhotoUpload: withSchemas("communityPhotoUpload", { response: communityPhotoSchema }),
  communityReport: withSchemas("communityReport", { body: communityReportSchema, response: empty }),
  communityBlocks: withSchemas("communityBlocks", { response: communityBlockListSchema }),
  communityBlock: withSchemas("communityBlock", { body: communityBlockSchema, response: empty }),
  communityUnblock: withSchemas("communityUnblock", {
    params: z.object({ authorNo: keyParam("authorNo") }),
    response: empty,
  }),
  mngrCommunityReported: withSchemas("mngrCommunityReported", { response: communityReportedPostListSchema }),
  mngrCommunityRestore: withSchemas("mngrCommunityRestore", { params: postNoParams, response: empty }),
  mngrCommunityRemove: withSchemas("mngrCommunityRemove", { params: postNoParams, response: empty }),
} as const;
