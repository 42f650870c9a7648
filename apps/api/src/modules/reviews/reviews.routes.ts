import type { Hono } from "hono";
import type { AppEnv } from "../../app/http/context";
import { AppError } from "../../app/http/errors";
import type { Router } from "../../app/http/route";
import type { Db } from "../../app/query";
import { serveReviewPhotos, uploadReviewPhoto } from "./review-photos";
import * as photos from "./review-photos.repository";
import { reportReview } from "./review-reports";
import * as repo from "./reviews.repository";
import { deleteReview, type ReviewsDeps, updateReview, writeReview } from "./reviews.usecases";
import * as read from "./reviews-read.repository";
import { myReviews, productReviews, writableReviews } from "./reviews-read.usecases";

/** Reviews (product-api): per product, mine, still to write, photos and reports. */
/** The reviews module's use-case deps: what the area hands in, with the module's repositories. */
export function createReviewsDeps(given: Omit<ReviewsDeps, "repo" | "photos" | "read">): ReviewsDeps {
  return { ...given, repo, photos, read };
}

/** Serves a review photo (GET, under the product API like the thumbnails). */
export function registerReviewPhotoRoute(app: Hono<AppEnv>, db: Db): void {
  serveReviewPhotos(app, photos, db);
}

export function registerReviewsRoutes(router: Router, given: Omit<ReviewsDeps, "repo" | "photos" | "read">): void {
  const deps = createReviewsDeps(given);
  router.mount("reviews", async ({ member, params, query }) =>
    productReviews(deps, params.itemCd, member?.mberNo ?? null, query),
  );
  router.mount("reviewWrite", async ({ member, params, body }) =>
    writeReview(deps, member.mberNo, params.itemCd, body),
  );
  router.mount("myReviews", async ({ member, query }) => myReviews(deps, member.mberNo, query.pageNo, query.pageSize));
  router.mount("writableReviews", async ({ member }) => writableReviews(deps, member.mberNo));
  router.mount("reviewUpdate", async ({ member, params, body }) =>
    updateReview(deps, member.mberNo, params.reviewNo, body),
  );
  router.mount("reviewDelete", async ({ member, params }) => deleteReview(deps, member.mberNo, params.reviewNo));
  router.mount("reviewPhotoUpload", async ({ c, member }) => {
    const form = await c.req.parseBody().catch(() => {
      throw new AppError("validation", "file: send the photo as multipart/form-data");
    });
    return uploadReviewPhoto(deps.photos, deps.db, deps.clock, member.mberNo, form.file);
  });
  router.mount("reviewReport", async ({ member, params, body }) =>
    reportReview(deps, member.mberNo, params.reviewNo, body),
  );
}
