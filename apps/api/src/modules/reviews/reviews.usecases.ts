import { randomBytes } from "node:crypto";
import type { Review, ReviewWrite } from "@cellar/contracts";
import type { Clock } from "../../app/clock";
import { AppError } from "../../app/http/errors";
import type { Db } from "../../app/query";
import type { SummaryLoader } from "../wishlist";
import { productOnSale } from "../wishlist";
import { attachPhotos, type ReviewPhotosRepo } from "./review-photos";
import type * as ReviewsRepository from "./reviews.repository";
import type * as ReviewsReadRepository from "./reviews-read.repository";
import { toReview } from "./reviews-view";

/** What the use-cases work with: the module's repositories (reviews, photos, reads), the database, clock and product summaries. */
export type ReviewsDeps = {
  repo: typeof ReviewsRepository;
  photos: ReviewPhotosRepo;
  read: typeof ReviewsReadRepository;
  db: Db;
  clock: Clock;
  summaries: SummaryLoader;
};

const newReviewNo = () => `RV${randomBytes(10).toString("hex")}`;

/**
 * Writes the member's review of an item they bought (an order of it picked up or delivered).
 * One review per member and item: the unique index settles racing writes, and the product's
 * review count and rating sum move in the same transaction.
 */
export async function writeReview(deps: ReviewsDeps, mberNo: string, itemCd: string, input: ReviewWrite) {
  const reviewNo = await deps.db.transaction(async (tx) => {
    if (!(await productOnSale(tx, itemCd))) throw new AppError("notFound");
    const orderNo = await deps.repo.latestBoughtOrder(tx, mberNo, itemCd);
    if (!orderNo) throw new AppError("reviewNotPurchased");
    const reviewNo = newReviewNo();
    const row = { reviewNo, itemCd, mberNo, orderNo, rating: input.rating, content: input.content };
    if (!(await deps.repo.insertReview(tx, row, input.photoFileIds.length, deps.clock()))) {
      throw new AppError("reviewAlreadyWritten");
    }
    await attachPhotos(deps.photos, tx, mberNo, reviewNo, input.photoFileIds);
    await deps.repo.moveProductStats(tx, itemCd, 1, input.rating);
    return reviewNo;
  });
  return readBack(deps, reviewNo, mberNo);
}

/** Edits the member's own review: rating, text and the full list of photos. */
export async function updateReview(deps: ReviewsDeps, mberNo: string, reviewNo: string, input: ReviewWrite) {
  await deps.db.transaction(async (tx) => {
    const current = await ownLocked(deps, tx, mberNo, reviewNo);
    await attachPhotos(deps.photos, tx, mberNo, reviewNo, input.photoFileIds);
    await deps.repo.updateReviewText(
      tx,
      reviewNo,
      input.rating,
      input.content,
      input.photoFileIds.length,
      deps.clock(),
    );
    if (current.status === deps.repo.VISIBLE)
      await deps.repo.moveProductStats(tx, current.itemCd, 0, input.rating - current.rating);
  });
  return readBack(deps, reviewNo, mberNo);
}

/** Deletes the member's own review with its photos and reports; the item becomes writable again. */
export async function deleteReview(deps: ReviewsDeps, mberNo: string, reviewNo: string): Promise<null> {
  await deps.db.transaction(async (tx) => {
    const current = await ownLocked(deps, tx, mberNo, reviewNo);
    const fileIds = await deps.photos.photoFileIdsOf(tx, reviewNo);
    await deps.repo.deleteReview(tx, reviewNo);
    await deps.photos.deletePhotoFiles(tx, fileIds);
    if (current.status === deps.repo.VISIBLE) await deps.repo.moveProductStats(tx, current.itemCd, -1, -current.rating);
  });
  return null;
}

async function ownLocked(
  deps: ReviewsDeps,
  tx: Parameters<typeof ReviewsRepository.lockReview>[0],
  mberNo: string,
  reviewNo: string,
) {
  const current = await deps.repo.lockReview(tx, reviewNo);
  if (!current) throw new AppError("notFound");
  if (current.mberNo !== mberNo) throw new AppError("forbidden");
  return current;
}

async function readBack(deps: ReviewsDeps, reviewNo: string, mberNo: string): Promise<Review> {
  const row = await deps.repo.findReview(deps.db, reviewNo);
  if (!row) throw new AppError("notFound");
  return toReview(row, mberNo);
}
