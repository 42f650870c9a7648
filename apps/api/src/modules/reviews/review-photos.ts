import { randomBytes } from "node:crypto";
import { API_VERSION, REVIEW_LIMITS } from "@cellar/contracts";
import type { Hono } from "hono";
import type { Clock } from "../../app/clock";
import type { AppEnv } from "../../app/http/context";
import { AppError } from "../../app/http/errors";
import type { Db, Queryable } from "../../app/query";
import type * as ReviewPhotosRepository from "./review-photos.repository";

/** The photo repository the functions below work with (the module's routes hand it in). */
export type ReviewPhotosRepo = typeof ReviewPhotosRepository;

/** Where review photos are served (GET, under the product API like the thumbnails). */
export const REVIEW_PHOTO_ROUTE = `/product-api/${API_VERSION}/api/reviews/photos/:fileId`;
export const reviewPhotoUrl = (fileId: string) => `/product-api/${API_VERSION}/api/reviews/photos/${fileId}`;
const FILE_ID = /^RP[0-9a-f]{24}$/;
const DAY_MS = 86_400_000;
/** Unattached photos a member may hold (six full reviews' worth); uploads beyond wait for a review. */
export const LOOSE_PHOTO_LIMIT = 6 * REVIEW_LIMITS.maxPhotos;

/** The real type of an image from its first bytes: JPEG, PNG or WebP; null for anything else. */
export function sniffImageType(b: Uint8Array): (typeof REVIEW_LIMITS.photoTypes)[number] | null {
  const at = (i: number, ...bytes: number[]) => bytes.every((v, k) => b[i + k] === v);
  if (b.length >= 4 && at(0, 0xff, 0xd8, 0xff)) return "image/jpeg";
  if (b.length >= 8 && at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "image/png";
  // RIFF....WEBP
  if (b.length >= 12 && at(0, 0x52, 0x49, 0x46, 0x46) && at(8, 0x57, 0x45, 0x42, 0x50)) return "image/webp";
  return null;
}

/**
 * Stores one uploaded photo of the member (multipart field `file`) after checking its size and
 * its real type; the answer's id goes into a review's photoFileIds. Photos left unattached for a
 * day are deleted on the member's next upload, and at most LOOSE_PHOTO_LIMIT wait at a time.
 */
export async function uploadReviewPhoto(photos: ReviewPhotosRepo, db: Db, clock: Clock, mberNo: string, file: unknown) {
  if (!(file instanceof File)) throw new AppError("validation", "file: attach one image file");
  if (file.size > REVIEW_LIMITS.maxPhotoBytes) throw new AppError("reviewPhotoTooLarge");
  if (file.size === 0) throw new AppError("validation", "file: the file is empty");
  const bytes = Buffer.from(await file.arrayBuffer());
  const contentType = sniffImageType(bytes);
  if (!contentType) throw new AppError("reviewPhotoType");
  const fileId = `RP${randomBytes(12).toString("hex")}`;
  const now = clock();
  const dayAgo = new Date(now.getTime() - DAY_MS);
  // Under the member's row lock, so parallel uploads count each other.
  await db.transaction(async (tx) => {
    await photos.lockUploader(tx, mberNo);
    await photos.deleteAbandonedPhotos(tx, mberNo, dayAgo);
    if ((await photos.countLoosePhotos(tx, mberNo, dayAgo)) >= LOOSE_PHOTO_LIMIT) {
      throw new AppError("reviewPhotoPileUp");
    }
    await photos.insertPhoto(tx, { fileId, mberNo, contentType, bytes }, now);
  });
  return { fileId, url: reviewPhotoUrl(fileId) };
}

/**
 * Checks (under lock) that every id is a photo the member uploaded and not on another review,
 * then makes them the photos of `reviewNo` in the given order.
 */
export async function attachPhotos(
  photos: ReviewPhotosRepo,
  tx: Queryable,
  mberNo: string,
  reviewNo: string,
  fileIds: readonly string[],
) {
  if (new Set(fileIds).size !== fileIds.length) throw new AppError("validation", "photoFileIds: a photo is repeated");
  const own = await photos.lockOwnPhotos(tx, mberNo, fileIds);
  const usable = new Set(own.filter((p) => p.reviewNo === null || p.reviewNo === reviewNo).map((p) => p.fileId));
  if (fileIds.some((id) => !usable.has(id))) throw new AppError("reviewPhotoUnknown");
  await photos.replaceReviewPhotos(tx, reviewNo, fileIds);
}

/** Serves a review photo with its checked type; never sniffed by the browser, cached for good. */
export function serveReviewPhotos(app: Hono<AppEnv>, photos: ReviewPhotosRepo, db: Db) {
  app.get(REVIEW_PHOTO_ROUTE, async (c) => {
    const fileId = c.req.param("fileId");
    const photo = FILE_ID.test(fileId) ? await photos.findPhoto(db, fileId) : null;
    if (!photo) throw new AppError("notFound");
    const bytes = photo.bytes instanceof Buffer ? photo.bytes : Buffer.from(photo.bytes);
    return c.body(new Uint8Array(bytes), 200, {
      "Content-Type": photo.contentType,
      "Content-Length": String(bytes.length),
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "public, max-age=31536000, immutable",
      "Content-Disposition": "inline",
    });
  });
}
