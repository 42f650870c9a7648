import type { ReviewPage } from "@cellar/contracts";
import { AppError } from "../../app/http/errors";
import { paged } from "../wishlist";
import type { ReviewsDeps } from "./reviews.usecases";
import { toReview } from "./reviews-view";

/** `/my/review` lists at most this many bought items still to review. */
export const WRITABLE_LIMIT = 100;

const average = (sum: number, count: number) => (count > 0 ? Math.round((sum / count) * 10) / 10 : 0);
const iso = (v: Date | string) => new Date(v).toISOString();

export async function productReviews(
  deps: ReviewsDeps,
  itemCd: string,
  viewer: string | null,
  q: { sort: "latest" | "rating"; photoOnly: "true" | "false"; pageNo: number; pageSize: number },
): Promise<ReviewPage> {
  const stats = await deps.read.productReviewStats(deps.db, itemCd);
  if (!stats) throw new AppError("notFound");
  const { total, rows } = await deps.read.pageProductReviews(deps.db, itemCd, {
    sort: q.sort,
    photoOnly: q.photoOnly === "true",
    limit: q.pageSize,
    offset: (q.pageNo - 1) * q.pageSize,
  });
  return {
    ...paged(
      q.pageNo,
      q.pageSize,
      total,
      rows.map((r) => toReview(r, viewer)),
    ),
    summary: {
      avg: average(stats.sum, stats.count),
      count: stats.count,
      photoCount: stats.photoCount,
      distribution: stats.distribution,
    },
  };
}

export async function myReviews(deps: ReviewsDeps, mberNo: string, pageNo: number, pageSize: number) {
  const { total, rows } = await deps.read.pageMemberReviews(deps.db, mberNo, pageSize, (pageNo - 1) * pageSize);
  const cards = rows.length > 0 ? await deps.summaries(deps.db, [...new Set(rows.map((r) => r.itemCd))], mberNo) : [];
  const byCode = new Map(cards.map((p) => [p.itemCd, p]));
  const list = rows.flatMap((r) => {
    const product = byCode.get(r.itemCd);
    return product ? [{ ...toReview(r, mberNo), product }] : [];
  });
  return paged(pageNo, pageSize, total, list);
}

export async function writableReviews(deps: ReviewsDeps, mberNo: string) {
  const items = await deps.read.writableItems(deps.db, mberNo, WRITABLE_LIMIT);
  const cards =
    items.length > 0
      ? await deps.summaries(
          deps.db,
          items.map((i) => i.itemCd),
          mberNo,
        )
      : [];
  const byCode = new Map(cards.map((p) => [p.itemCd, p]));
  return items.flatMap((i) => {
    const product = byCode.get(i.itemCd);
    return product ? [{ product, orderNo: i.orderNo, orderedAt: iso(i.orderedAt) }] : [];
  });
}
