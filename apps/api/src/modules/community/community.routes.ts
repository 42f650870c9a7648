import type { Hono } from "hono";
import type { AppEnv } from "../../app/http/context";
import { AppError } from "../../app/http/errors";
import type { Router } from "../../app/http/route";
import { requireStoreKey } from "../../app/http/store-key";
import * as repo from "./community.repository";
import { type CommunityDeps, deletePost, feed, postDetail, updatePost, writePost } from "./community.usecases";
import * as detail from "./community-detail.repository";
import {
  answerPoll,
  deleteComment,
  like,
  unlike,
  updateComment,
  writeComment,
} from "./community-interactions.usecases";
import * as moderation from "./community-moderation.repository";
import {
  block,
  blocks,
  removePost,
  report,
  reportedPosts,
  restorePost,
  unblock,
} from "./community-moderation.usecases";
import { servePhotos, uploadPhoto } from "./community-photos";
import * as photos from "./community-photos.repository";

export type CommunityGiven = Omit<CommunityDeps, "repo" | "detail" | "photos" | "moderation">;

export function createCommunityDeps(given: CommunityGiven): CommunityDeps {
  return { ...given, repo, detail, photos, moderation };
}

/** The community (user-api, members only) and its photos; docs/decisions/385–389. */
export function registerCommunityRoutes(app: Hono<AppEnv>, router: Router, given: CommunityGiven): void {
  const deps = createCommunityDeps(given);
  servePhotos(app, deps);
  router.mount("communityFeed", async ({ member, query }) => feed(deps, member.mberNo, query));
  router.mount("communityPost", async ({ member, params }) => postDetail(deps, member.mberNo, params.postNo));
  router.mount("communityPostWrite", async ({ member, body }) => writePost(deps, member.mberNo, body));
  router.mount("communityPostUpdate", async ({ member, params, body }) =>
    updatePost(deps, member.mberNo, params.postNo, body),
  );
  router.mount("communityPostDelete", async ({ member, params }) => deletePost(deps, member.mberNo, params.postNo));
  router.mount("communityLike", async ({ member, params }) => like(deps, member.mberNo, params.postNo));
  router.mount("communityUnlike", async ({ member, params }) => unlike(deps, member.mberNo, params.postNo));
  router.mount("communityPollAnswer", async ({ member, params, body }) =>
    answerPoll(deps, member.mberNo, params.postNo, body.optionNo),
  );
  router.mount("communityCommentWrite", async ({ member, params, body }) =>
    writeComment(deps, member.mberNo, params.postNo, body),
  );
  router.mount("communityCommentUpdate", async ({ member, params, body }) =>
    updateComment(deps, member.mberNo, params.commentNo, body.content),
  );
  router.mount("communityCommentDelete", async ({ member, params }) =>
    deleteComment(deps, member.mberNo, params.commentNo),
  );
  router.mount("communityPhotoUpload", async ({ c, member }) => {
    const form = await c.req.parseBody().catch(() => {
      throw new AppError("validation", "file: send the photo as multipart/form-data");
    });
    return uploadPhoto(deps, member.mberNo, form.file);
  });
  router.mount("communityReport", async ({ member, body }) => report(deps, member.mberNo, body));
  router.mount("communityBlocks", async ({ member }) => blocks(deps, member.mberNo));
  router.mount("communityBlock", async ({ member, body }) => block(deps, member.mberNo, body.authorNo));
  router.mount("communityUnblock", async ({ member, params }) => unblock(deps, member.mberNo, params.authorNo));
}

/** Store side: reported posts, restore, remove; the key in x-mngr-key must equal MNGR_API_KEY (unset: always 403). */
export function registerStoreCommunityRoutes(router: Router, given: CommunityGiven, mngrApiKey: string | undefined) {
  const deps = createCommunityDeps(given);
  router.mount("mngrCommunityReported", async ({ c }) => {
    requireStoreKey(c, mngrApiKey);
    return reportedPosts(deps);
  });
  router.mount("mngrCommunityRestore", async ({ c, params }) => {
    requireStoreKey(c, mngrApiKey);
    return restorePost(deps, params.postNo);
  });
  router.mount("mngrCommunityRemove", async ({ c, params }) => {
    requireStoreKey(c, mngrApiKey);
    return removePost(deps, params.postNo);
  });
}
