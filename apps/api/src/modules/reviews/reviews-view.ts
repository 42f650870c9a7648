import type { Review } from "@cellar/contracts";
import { reviewPhotoUrl } from "./review-photos";
import type { ReviewRow } from "./reviews.repository";

/** The writer's nickname with its end hidden: 와인러버 → 와인**, 김 → *. */
export function maskWriter(name: string): string {
  const chars = [...name.trim()];
  if (chars.length <= 1) return "*";
  return `${chars.slice(0, Math.min(2, chars.length - 1)).join("")}**`;
}

export function toReview(row: ReviewRow, viewer: string | null): Review {
  return {
    reviewNo: row.reviewNo,
    itemCd: row.itemCd,
    writerNm: maskWriter(row.writerNm),
    rating: Number(row.rating),
    content: row.content,
    photos: (row.photoIds ?? []).map((fileId) => ({ fileId, url: reviewPhotoUrl(fileId) })),
    createdAt: new Date(row.createdAt).toISOString(),
    mine: viewer !== null && row.mberNo === viewer,
  };
}
