import type { ErrorDef } from "./errors";

const def = (code: string, status: number, messageKey: string): ErrorDef => ({ code, status, messageKey });

/**
 * Error codes of the wish-list, restock alerts and reviews (spread into `ERRORS`). Unknown items
 * and reviews answer the common `notFound`; another member's review the common `forbidden`.
 */
export const ENGAGEMENT_ERRORS = {
  reviewNotPurchased: def("REV0001", 403, "reviewNotPurchased"),
  reviewAlreadyWritten: def("REV0002", 409, "reviewAlreadyWritten"),
  reviewAlreadyReported: def("REV0003", 409, "reviewAlreadyReported"),
  reviewOwnReport: def("REV0004", 400, "reviewOwnReport"),
  reviewPhotoType: def("REV0005", 400, "reviewPhotoType"),
  reviewPhotoTooLarge: def("REV0006", 413, "reviewPhotoTooLarge"),
  reviewPhotoUnknown: def("REV0007", 400, "reviewPhotoUnknown"),
  reviewPhotoPileUp: def("REV0008", 429, "reviewPhotoPileUp"),
  restockInStock: def("RSTK0001", 409, "restockInStock"),
} as const satisfies Record<string, ErrorDef>;

export type EngagementErrorName = keyof typeof ENGAGEMENT_ERRORS;

/** Korean message the API sends with each of these codes. */
export const ENGAGEMENT_ERROR_MESSAGES_KO: Record<EngagementErrorName, string> = {
  reviewNotPurchased: "구매 확정된 상품만 리뷰를 작성할 수 있습니다",
  reviewAlreadyWritten: "이미 리뷰를 작성한 상품입니다",
  reviewAlreadyReported: "이미 신고한 리뷰입니다",
  reviewOwnReport: "내가 쓴 리뷰는 신고할 수 없습니다",
  reviewPhotoType: "JPG, PNG, WEBP 형식의 사진만 올릴 수 있습니다",
  reviewPhotoTooLarge: "사진은 한 장에 5MB까지 올릴 수 있습니다",
  reviewPhotoUnknown: "사진을 다시 올려 주세요",
  reviewPhotoPileUp: "등록하지 않은 사진이 너무 많습니다. 작성 중인 리뷰를 먼저 등록해 주세요",
  restockInStock: "재고가 있는 상품은 재입고 알림을 신청할 수 없습니다",
};
