import type { ErrorDef } from "./errors";

const def = (code: string, status: number, messageKey: string): ErrorDef => ({ code, status, messageKey });

/** Error codes of the cart, checkout, easy pay and orders (issue 6; spread into `ERRORS`). */
export const CHECKOUT_ERRORS = {
  cartItemNotFound: def("CART0001", 404, "cartItemNotFound"),
  cartSoldOut: def("CART0002", 409, "cartSoldOut"),
  cartStockExceeded: def("CART0003", 409, "cartStockExceeded"),
  cartStoreInactive: def("CART0004", 409, "cartStoreInactive"),
  cartFull: def("CART0005", 400, "cartFull"),
  orderNotFound: def("ORD0001", 404, "orderNotFound"),
  orderStockShort: def("ORD0002", 409, "orderStockShort"),
  couponNotUsable: def("ORD0003", 400, "couponNotUsable"),
  couponClassDuplicate: def("ORD0004", 400, "couponClassDuplicate"),
  stampUnitInvalid: def("ORD0005", 400, "stampUnitInvalid"),
  orderAmountChanged: def("ORD0006", 409, "orderAmountChanged"),
  orderNotCancelable: def("ORD0007", 409, "orderNotCancelable"),
  orderNotPayable: def("ORD0008", 409, "orderNotPayable"),
  prepaidNotPaidMember: def("ORD0009", 403, "prepaidNotPaidMember"),
  deliveryAddressRequired: def("ORD0010", 400, "deliveryAddressRequired"),
  pickupDateInvalid: def("ORD0011", 400, "pickupDateInvalid"),
  payMethodMismatch: def("ORD0012", 400, "payMethodMismatch"),
  orderStatusInvalid: def("ORD0013", 409, "orderStatusInvalid"),
  paymentVoided: def("PAY0004", 409, "paymentVoided"),
  easyPayCardLimit: def("EASY0001", 409, "easyPayCardLimit"),
  easyPayPasswordWrong: def("EASY0002", 400, "easyPayPasswordWrong"),
  easyPayLocked: def("EASY0003", 423, "easyPayLocked"),
  easyPayCardNotFound: def("EASY0004", 404, "easyPayCardNotFound"),
  easyPayPasswordRequired: def("EASY0005", 400, "easyPayPasswordRequired"),
  easyPayRegistrationNotFound: def("EASY0006", 404, "easyPayRegistrationNotFound"),
} as const satisfies Record<string, ErrorDef>;

export type CheckoutErrorName = keyof typeof CHECKOUT_ERRORS;

/** Korean message the API sends with each of these codes. */
export const CHECKOUT_ERROR_MESSAGES_KO: Record<CheckoutErrorName, string> = {
  cartItemNotFound: "장바구니에 없는 상품입니다",
  cartSoldOut: "품절된 상품입니다",
  cartStockExceeded: "재고가 부족합니다",
  cartStoreInactive: "현재 주문할 수 없는 매장입니다",
  cartFull: "장바구니에는 최대 100개 상품까지 담을 수 있습니다",
  orderNotFound: "주문 정보를 찾을 수 없습니다",
  orderStockShort: "재고가 부족하여 주문할 수 없습니다",
  couponNotUsable: "사용할 수 없는 쿠폰입니다",
  couponClassDuplicate: "같은 종류의 쿠폰은 하나만 사용할 수 있습니다",
  stampUnitInvalid: "스탬프는 10개 단위로 사용할 수 있습니다",
  orderAmountChanged: "주문 금액이 변경되었습니다. 다시 확인해 주세요",
  orderNotCancelable: "매장에서 접수한 주문은 취소할 수 없습니다",
  orderNotPayable: "결제할 수 없는 주문입니다",
  prepaidNotPaidMember: "선불금은 유료 멤버십 회원만 사용할 수 있습니다",
  deliveryAddressRequired: "배송지를 선택해 주세요",
  pickupDateInvalid: "픽업 날짜를 다시 선택해 주세요",
  payMethodMismatch: "결제 수단을 다시 선택해 주세요",
  orderStatusInvalid: "현재 주문 상태에서 변경할 수 없는 상태입니다",
  paymentVoided: "결제가 취소 처리되었습니다",
  easyPayCardLimit: "간편결제 카드는 최대 10개까지 등록할 수 있습니다",
  easyPayPasswordWrong: "결제 비밀번호가 일치하지 않습니다",
  easyPayLocked: "결제 비밀번호 5회 오류로 간편결제가 잠겼습니다. 비밀번호를 재설정해 주세요",
  easyPayCardNotFound: "등록된 카드를 찾을 수 없습니다",
  easyPayPasswordRequired: "결제 비밀번호 6자리를 설정해 주세요",
  easyPayRegistrationNotFound: "카드 등록 정보를 찾을 수 없습니다",
};
