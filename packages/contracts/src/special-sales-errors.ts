import type { ErrorDef } from "./errors";

const def = (code: string, status: number, messageKey: string): ErrorDef => ({ code, status, messageKey });

/** Error codes of the special sales (spread into `ERRORS`). */
export const SPECIAL_SALES_ERRORS = {
  specialCodeInvalid: def("SPCL0001", 400, "specialCodeInvalid"),
  specialCodeRateLimited: def("SPCL0002", 429, "specialCodeRateLimited"),
  specialNotAuthorized: def("SPCL0003", 403, "specialNotAuthorized"),
  specialSaleClosed: def("SPCL0004", 409, "specialSaleClosed"),
  specialItemUnknown: def("SPCL0005", 404, "specialItemUnknown"),
  specialQtyLimit: def("SPCL0006", 400, "specialQtyLimit"),
  specialSoldOut: def("SPCL0007", 409, "specialSoldOut"),
  specialCartEmpty: def("SPCL0008", 400, "specialCartEmpty"),
  specialStoreUnknown: def("SPCL0009", 400, "specialStoreUnknown"),
  specialOrderNotFound: def("SPCL0010", 404, "specialOrderNotFound"),
  specialLookupRateLimited: def("SPCL0011", 429, "specialLookupRateLimited"),
  specialOrderNotPayable: def("SPCL0012", 409, "specialOrderNotPayable"),
  specialStatusChange: def("SPCL0013", 409, "specialStatusChange"),
} as const satisfies Record<string, ErrorDef>;

export type SpecialSalesErrorName = keyof typeof SPECIAL_SALES_ERRORS;

/** Korean message the API sends with each of these codes. */
export const SPECIAL_SALES_ERROR_MESSAGES_KO: Record<SpecialSalesErrorName, string> = {
  specialCodeInvalid: "초대 코드가 올바르지 않습니다. 받으신 코드를 다시 확인해 주세요",
  specialCodeRateLimited: "초대 코드를 여러 번 잘못 입력했습니다. 10분 후 다시 시도해 주세요",
  specialNotAuthorized: "초대 코드를 먼저 입력해 주세요",
  specialSaleClosed: "종료된 특별 판매입니다",
  specialItemUnknown: "이 특별 판매에 없는 상품입니다",
  specialQtyLimit: "한 번에 주문할 수 있는 수량을 넘었습니다",
  specialSoldOut: "준비된 수량이 모두 판매되었습니다",
  specialCartEmpty: "장바구니에 담긴 상품이 없습니다",
  specialStoreUnknown: "이 특별 판매의 픽업 매장이 아닙니다",
  specialOrderNotFound: "주문을 찾을 수 없습니다. 주문번호와 휴대폰 번호를 확인해 주세요",
  specialLookupRateLimited: "조회를 여러 번 실패했습니다. 10분 후 다시 시도해 주세요",
  specialOrderNotPayable: "결제할 수 없는 주문입니다. 다시 주문해 주세요",
  specialStatusChange: "지금 상태에서는 바꿀 수 없는 주문 상태입니다",
};
