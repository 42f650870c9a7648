import type { EndpointRoute } from "./routes";

/** Upload path of a community photo (multipart/form-data, field `file`). */
export const COMMUNITY_PHOTO_UPLOAD_PATH = "/api/community/photos";

/**
 * Issue 21, the community (user-api, members only, SPEC §2) and its store-side review of reported
 * posts (mngr-api, checked with the `x-mngr-key` header like the order status change).
 */
export const communityRoutes = {
  communityFeed: { method: "GET", prefix: "user-api", path: "/api/community/posts", auth: "member" },
  communityPostWrite: { method: "POST", prefix: "user-api", path: "/api/community/posts", auth: "member" },
  communityPost: { method: "GET", prefix: "user-api", path: "/api/community/posts/:postNo", auth: "member" },
  communityPostUpdate: { method: "PATCH", prefix: "user-api", path: "/api/community/posts/:postNo", auth: "member" },
  communityPostDelete: { method: "DELETE", prefix: "user-api", path: "/api/community/posts/:postNo", auth: "member" },
  communityLike: { method: "PUT", prefix: "user-api", path: "/api/community/posts/:postNo/like", auth: "member" },
  communityUnlike: { method: "DELETE", prefix: "user-api", path: "/api/community/posts/:postNo/like", auth: "member" },
  communityPollAnswer: {
    method: "POST",
    prefix: "user-api",
    path: "/api/community/posts/:postNo/poll",
    auth: "member",
  },
  communityCommentWrite: {
    method: "POST",
    prefix: "user-api",
    path: "/api/community/posts/:postNo/comments",
    auth: "member",
  },
  communityCommentUpdate: {
    method: "PATCH",
    prefix: "user-api",
    path: "/api/community/comments/:commentNo",
    auth: "member",
  },
  communityCommentDelete: {
    method: "DELETE",
    prefix: "user-api",
    path: "/api/community/comments/:commentNo",
    auth: "member",
  },
  communityPhotoUpload: { method: "POST", prefix: "user-api", path: COMMUNITY_PHOTO_UPLOAD_PATH, auth: "member" },
  communityReport: { method: "POST", prefix: "user-api", path: "/api/community/reports", auth: "member" },
  communityBlocks: { method: "GET", prefix: "user-api", path: "/api/community/blocks", auth: "member" },
  communityBlock: { method: "POST", prefix: "user-api", path: "/api/community/blocks", auth: "member" },
  communityUnblock: { method: "DELETE", prefix: "user-api", path: "/api/community/blocks/:authorNo", auth: "member" },
  // store side
  mngrCommunityReported: { method: "GET", prefix: "mngr-api", path: "/api/community/reported-posts", auth: "none" },
  mngrCommunityRestore: {
    method: "POST",
    prefix: "mngr-api",
    path: "/api/community/posts/:postNo/restore",
    auth: "none",
  },
  mngrCommunityRemove: {
    method: "POST",
    prefix: "mngr-api",
    path: "/api/community/posts/:postNo/remove",
    auth: "none",
  },
} as const satisfies Record<string, EndpointRoute>;
