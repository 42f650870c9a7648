import { CATALOGUE_CODE_GROUPS, type ReviewReport } from "@cellar/contracts";
import { sql } from "drizzle-orm";
import { AppError } from "../../app/http/errors";
import { type Queryable, queryRows } from "../../app/query";
import * as repo from "./reviews.repository";
import type { ReviewsDeps } from "./reviews.usecases";

/** A review with this many reports is hidden from its product's list and stats. */
export const REPORTS_TO_HIDE = 5;

async function reasonExists(db: Queryable, reasonCd: string) {
  const rows = await queryRows<{ one: number }>(
    db,
    sql`select 1 as one from common_codes
      where grp_cd = ${CATALOGUE_CODE_GROUPS.reviewReport} and cd = ${reasonCd} and use_yn`,
  );
  return rows.length > 0;
}

/**
 * Reports another member's visible review once. Reports of one review queue on its row lock, so
 * the count is exact and the fifth report hides it (and takes it out of the product's stats).
 */
export async function reportReview(deps: ReviewsDeps, mberNo: string, reviewNo: string, input: ReviewReport) {
  if (!(await reasonExists(deps.db, input.reasonCd))) throw new AppError("validation", "reasonCd: unknown reason");
  await deps.db.transaction(async (tx) => {
    const review = await repo.lockReview(tx, reviewNo);
    if (!review || review.status !== repo.VISIBLE) throw new AppError("notFound");
    if (review.mberNo === mberNo) throw new AppError("reviewOwnReport");
    const inserted = await queryRows<{ n: number }>(
      tx,
      sql`insert into review_reports (review_no, mber_no, reason_cd, detail, created_at)
        values (${reviewNo}, ${mberNo}, ${input.reasonCd}, ${input.detail}, ${deps.clock()})
        on conflict (review_no, mber_no) do nothing returning 1 as n`,
    );
    if (inserted.length === 0) throw new AppError("reviewAlreadyReported");
    const [count] = await queryRows<{ n: string | number }>(
      tx,
      sql`select count(*) as n from review_reports where review_no = ${reviewNo}`,
    );
    if (Number(count?.n ?? 0) >= REPORTS_TO_HIDE) {
      await repo.setStatus(tx, reviewNo, repo.HIDDEN);
      await repo.moveProductStats(tx, review.itemCd, -1, -review.rating);
    }
  });
  return null;
}
