/**
 * Korean message the API sends with each stamp, prepaid, payment, paid-membership and card code,
 * which is also the web's Korean text for them (apps/web lib/i18n/resources/ko/membership.ts). A
 * module of its own, as checkout-error-messages.ts: only the screens that show these texts load it.
 */
export const BENEFIT_ERROR_MESSAGES_KO = {
  stampInsufficient: "스탬프가 부족합니다",
  stampAlreadyCancelled: "이미 취소된 스탬프 거래입니다",
  prepaidInsufficient: "선불금 잔액이 부족합니다",
  prepaidLimitExceeded: "선불금은 최대 2,000,000원까지 보유할 수 있습니다",
  paymentNotFound: "결제 정보를 찾을 수 없습니다",
  paymentAmountMismatch: "결제 금액이 일치하지 않습니다",
  paymentNotApproved: "승인되지 않은 결제입니다",
  paidRenewalNotOpen: "유료 멤버십은 만료 30일 전부터 갱신할 수 있습니다",
  cardAlreadyLost: "이미 분실 신고된 카드입니다",
  cardNotLost: "분실 신고된 카드가 없습니다",
};
