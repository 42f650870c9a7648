import type { ErrorDef } from "./errors";

const def = (code: string, status: number, messageKey: string): ErrorDef => ({ code, status, messageKey });

/** Error codes of the pre-orders (issue 24; spread into `ERRORS`). */
export const PREORDER_ERRORS = {
  preorderNotFound: def("PRE0001", 404, "preorderNotFound"),
  preorderNotOpen: def("PRE0002", 409, "preorderNotOpen"),
  preorderClosed: def("PRE0003", 409, "preorderClosed"),
  preorderSoldOut: def("PRE0004", 409, "preorderSoldOut"),
  preorderLimitExceeded: def("PRE0005", 409, "preorderLimitExceeded"),
  preorderStoreNotIn: def("PRE0006", 400, "preorderStoreNotIn"),
  preorderCouponNotAllowed: def("PRE0007", 400, "preorderCouponNotAllowed"),
  reservationNotFound: def("PRE0008", 404, "reservationNotFound"),
  reservationNotCancelable: def("PRE0009", 409, "reservationNotCancelable"),
  reservationNotArrived: def("PRE0010", 409, "reservationNotArrived"),
  reservationNotPaid: def("PRE0011", 404, "reservationNotPaid"),
} as const satisfies Record<string, ErrorDef>;

export type PreorderErrorName = keyof typeof PREORDER_ERRORS;

/** Korean message the API sends with each of these codes. */
export const PREORDER_ERROR_MESSAGES_KO: Record<PreorderErrorName, string> = {
  preorderNotFound: "예약 구매 상품을 찾을 수 없습니다",
  preorderNotOpen: "아직 예약 기간이 아닙니다",
  preorderClosed: "예약이 마감되었습니다",
  preorderSoldOut: "남은 수량이 부족합니다",
  preorderLimitExceeded: "1인 구매 한도를 넘었습니다",
  preorderStoreNotIn: "이 예약 구매에 참여하지 않는 매장입니다",
  preorderCouponNotAllowed: "이 예약 구매에는 쿠폰을 쓸 수 없습니다",
  reservationNotFound: "예약 내역을 찾을 수 없습니다",
  reservationNotCancelable: "취소할 수 없는 예약입니다",
  reservationNotArrived: "아직 매장에 도착하지 않은 예약입니다",
  reservationNotPaid: "결제 내역이 없습니다",
};
