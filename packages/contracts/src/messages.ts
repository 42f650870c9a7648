import { ACCOUNT_ERROR_MESSAGES_KO } from "./account-errors";
import { CHECKOUT_ERROR_MESSAGES_KO } from "./checkout-error-messages";
import { ENGAGEMENT_ERROR_MESSAGES_KO } from "./engagement-errors";
import type { ErrorName } from "./errors";

/**
 * Korean texts of SPEC §8 for failures answered with the common fail code, by HTTP status.
 * The API sends them as `message`; the web shows them when it has no better text.
 */
export const HTTP_STATUS_TEXTS_KO: Record<number, string> = {
  401: "인증이 필요합니다",
  403: "접근 권한이 없습니다",
  404: "요청한 리소스를 찾을 수 없습니다",
  500: "서버 내부 오류가 발생했습니다",
  502: "잘못된 게이트웨이 응답입니다",
  503: "서버가 요청을 처리할 준비가 되지 않았습니다",
};
export const UNKNOWN_ERROR_TEXT_KO = "알 수 없는 오류가 발생했습니다";

export const httpStatusTextKo = (status: number): string => HTTP_STATUS_TEXTS_KO[status] ?? UNKNOWN_ERROR_TEXT_KO;

let errorMessagesKo: Record<ErrorName, string> | undefined;

/**
 * Default Korean message the API sends with each specific error code. Built on first use: the web
 * has its own texts (i18n `errors`), and a table built at load would stay in its bundle (bundlers
 * keep the spreads of an unused object literal as possible side effects).
 */
export function errorMessageKo(name: ErrorName): string {
  errorMessagesKo ??= {
    validation: "요청 값이 올바르지 않습니다",
    fail: HTTP_STATUS_TEXTS_KO[500]!,
    notFound: HTTP_STATUS_TEXTS_KO[404]!,
    forbidden: HTTP_STATUS_TEXTS_KO[403]!,
    tokenExpired: "인증이 만료되었습니다",
    duplicateLogin: "다른 기기에서 로그인하여 로그아웃되었습니다",
    nonMember: "로그인이 필요합니다",
    invalidCredentials: "아이디 또는 비밀번호가 일치하지 않습니다",
    refreshInvalid: "로그인 정보가 만료되었습니다. 다시 로그인해 주세요",
    refreshReused: "보안을 위해 로그아웃되었습니다. 다시 로그인해 주세요",
    tooManyAttempts: "로그인 시도가 너무 많습니다. 잠시 후 다시 시도해 주세요",
    accountUnavailable: "이용할 수 없는 계정입니다",
    ...ACCOUNT_ERROR_MESSAGES_KO,
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
    ...ENGAGEMENT_ERROR_MESSAGES_KO,
    ...CHECKOUT_ERROR_MESSAGES_KO,
  };
  return errorMessagesKo[name];
}
