import type { CheckoutErrorName } from "./checkout-errors";

/**
 * Korean message the API sends with each checkout, cart, order and easy-pay code. It is also the
 * web's Korean text for them (apps/web lib/i18n/resources/ko/payment.ts). It is a module of its own
 * so that only the screens that show these texts load it, not the app's start.
 */
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
  pickupTimeInvalid: "픽업 시간을 다시 선택해 주세요",
  orderPaymentInProgress: "이미 결제 중이거나 결제가 끝난 주문입니다. 주문 내역에서 확인해 주세요",
  payMethodMismatch: "결제 수단을 다시 선택해 주세요",
  orderStatusInvalid: "현재 주문 상태에서 변경할 수 없는 상태입니다",
  addressBookFull: "배송지는 최대 20개까지 등록할 수 있습니다. 쓰지 않는 배송지를 삭제해 주세요",
  addressNotFound: "배송지를 찾을 수 없습니다",
  paymentVoided: "결제가 취소 처리되었습니다",
  paymentStartFailed: "결제를 시작하지 못했습니다. 잠시 후 다시 시도해 주세요",
  easyPayCardLimit: "간편결제 카드는 최대 10개까지 등록할 수 있습니다",
  easyPayPasswordWrong: "결제 비밀번호가 일치하지 않습니다",
  easyPayLocked: "결제 비밀번호 5회 오류로 간편결제가 잠겼습니다. 비밀번호를 재설정해 주세요",
  easyPayCardNotFound: "등록된 카드를 찾을 수 없습니다",
  easyPayPasswordRequired: "결제 비밀번호 6자리를 설정해 주세요",
  easyPayRegistrationNotFound: "카드 등록 정보를 찾을 수 없습니다",
};
