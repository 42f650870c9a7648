import type { ReviewReport } from "@cellar/contracts";
import { AppError } from "../../app/http/errors";
import type { ReviewsDeps } from "./reviews.usecases";

/** A review with this many reports is hidden from its product's list and stats. */
export const REPORTS_TO_HIDE = 5;

/**
 * Reports another member's visible review once. Reports of one review queue on its row lock, so
 * the count is exact and the fifth report hides it (and takes it out of the product's stats).
 */
export async function reportReview(deps: ReviewsDeps, mberNo: string, reviewNo: string, input: ReviewReport) {
  if (!(await deps.repo.reportReasonExists(deps.db, input.reasonCd)))
    throw new AppError("validation", "reasonCd: unknown reason");
  await deps.db.transaction(async (tx) => {
    const review = await deps.repo.lockReview(tx, reviewNo);
    if (!review || review.status !== deps.repo.VISIBLE) throw new AppError("notFound");
    if (review.mberNo === mberNo) throw new AppError("reviewOwnReport");
    const inserted = await deps.repo.insertReport(tx, reviewNo, mberNo, input, deps.clock());
    if (!inserted) throw new AppError("reviewAlreadyReported");
    if ((await deps.repo.countReports(tx, reviewNo)) >= REPORTS_TO_HIDE) {
      await deps.repo.setStatus(tx, reviewNo, deps.repo.HIDDEN);
      await deps.repo.moveProductStats(tx, review.itemCd, -1, -review.rating);
    }
  });
  return null;
}
