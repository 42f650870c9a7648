import type { ErrorDef } from "./errors";

const def = (code: string, status: number, messageKey: string): ErrorDef => ({ code, status, messageKey });

/** Error codes of returns and exchanges (issue 23; spread into `ERRORS`). */
export const RETURNS_ERRORS = {
  returnNotFound: def("RTN0001", 404, "returnNotFound"),
  returnNotReceived: def("RTN0002", 409, "returnNotReceived"),
  returnWindowOver: def("RTN0003", 409, "returnWindowOver"),
  returnQtyOver: def("RTN0004", 409, "returnQtyOver"),
  returnPhotoRequired: def("RTN0005", 400, "returnPhotoRequired"),
  returnAddressNotFound: def("RTN0006", 400, "returnAddressNotFound"),
  returnNoFeeDue: def("RTN0007", 409, "returnNoFeeDue"),
  returnMoveInvalid: def("RTN0008", 409, "returnMoveInvalid"),
  returnLineNotFound: def("RTN0009", 400, "returnLineNotFound"),
  returnOptionInvalid: def("RTN0010", 400, "returnOptionInvalid"),
  returnOptionSoldOut: def("RTN0011", 409, "returnOptionSoldOut"),
  returnRefundNotOwed: def("RTN0012", 409, "returnRefundNotOwed"),
  returnRefundFailed: def("RTN0013", 502, "returnRefundFailed"),
} as const satisfies Record<string, ErrorDef>;

export type ReturnsErrorName = keyof typeof RETURNS_ERRORS;

/** Korean message the API sends with each of these codes. */
export const RETURNS_ERROR_MESSAGES_KO: Record<ReturnsErrorName, string> = {
  returnNotFound: "반품·교환 내역을 찾을 수 없습니다",
  returnNotReceived: "배송 완료 또는 수령 완료된 주문만 반품·교환할 수 있습니다",
  returnWindowOver: "반품·교환 신청 기간(수령 후 7일)이 지났습니다",
  returnQtyOver: "반품·교환할 수 있는 수량을 넘었습니다",
  returnPhotoRequired: "파손·오배송은 사진을 1장 이상 첨부해 주세요",
  returnAddressNotFound: "배송지 목록에서 수거지를 선택해 주세요",
  returnNoFeeDue: "결제할 반품 배송비가 없습니다",
  returnMoveInvalid: "지금 상태에서는 이 단계로 옮길 수 없습니다",
  returnLineNotFound: "주문에 없는 상품입니다",
  returnOptionInvalid: "같은 상품의 같은 가격 이상인 다른 옵션으로만 교환할 수 있습니다",
  returnOptionSoldOut: "교환할 옵션의 재고가 부족합니다",
  returnRefundNotOwed: "다시 시도할 환불이 없습니다",
  returnRefundFailed: "결제사 환불이 아직 처리되지 않았습니다. 잠시 후 다시 시도해 주세요",
};
