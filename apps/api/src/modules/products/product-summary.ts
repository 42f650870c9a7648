import { type ProductSummary, thumbnailUrl } from "@cellar/contracts";

/** A product released within this many days is new; one ranked this high or better is a best seller. */
export const NEW_DAYS = 30;
export const BEST_RANK = 20;

export type SummaryRow = Omit<
  ProductSummary,
  "price" | "discountRate" | "reviewAvg" | "isNew" | "isBest" | "abv" | "imageUrl"
> & {
  abv: number | string;
  periodPrice: number | null;
  reviewSum: number;
  releasedAt: Date | string;
  salesRank: number;
};

export function toSummary(r: SummaryRow, now: Date): ProductSummary {
  const { periodPrice, reviewSum, releasedAt, salesRank, ...rest } = r;
  const price = periodPrice !== null && periodPrice < r.saleUprc ? periodPrice : r.saleUprc;
  return {
    ...rest,
    abv: Number(r.abv),
    price,
    discountRate: r.saleUprc > 0 ? Math.floor(((r.saleUprc - price) * 100) / r.saleUprc) : 0,
    reviewAvg: r.reviewCount > 0 ? Math.round((reviewSum / r.reviewCount) * 10) / 10 : 0,
    imageUrl: thumbnailUrl(r.fileId),
    isNew: now.getTime() - new Date(releasedAt).getTime() <= NEW_DAYS * 86_400_000,
    isBest: salesRank <= BEST_RANK,
  };
}
