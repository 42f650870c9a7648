import { ACCOUNT_ERROR_MESSAGES_KO } from "./account-errors";
import { AUTH_ERROR_MESSAGES_KO } from "./auth-error-messages";
import { BENEFIT_ERROR_MESSAGES_KO } from "./benefit-error-messages";
import { CHECKOUT_ERROR_MESSAGES_KO } from "./checkout-error-messages";
import { COMMUNITY_ERROR_MESSAGES_KO } from "./community-errors";
import { CONTENT_ERROR_MESSAGES_KO } from "./content-errors";
import { ENGAGEMENT_ERROR_MESSAGES_KO } from "./engagement-errors";
import type { ErrorName } from "./errors";
import { LUCKY_DRAW_ERROR_MESSAGES_KO } from "./luckydraw-errors";
import { PREORDER_ERROR_MESSAGES_KO } from "./preorders-errors";
import { RETURNS_ERROR_MESSAGES_KO } from "./returns-errors";
import { ROULETTE_ERROR_MESSAGES_KO } from "./roulette-errors";
import { SOCIAL_ERROR_MESSAGES_KO } from "./social-errors";
import { SPECIAL_SALES_ERROR_MESSAGES_KO } from "./special-sales-errors";
import { WINE_KEEP_ERROR_MESSAGES_KO } from "./wine-keep-errors";

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
    ...AUTH_ERROR_MESSAGES_KO,
    ...ACCOUNT_ERROR_MESSAGES_KO,
    ...BENEFIT_ERROR_MESSAGES_KO,
    ...ENGAGEMENT_ERROR_MESSAGES_KO,
    ...CHECKOUT_ERROR_MESSAGES_KO,
    ...COMMUNITY_ERROR_MESSAGES_KO,
    ...CONTENT_ERROR_MESSAGES_KO,
    ...SPECIAL_SALES_ERROR_MESSAGES_KO,
    ...LUCKY_DRAW_ERROR_MESSAGES_KO,
    ...PREORDER_ERROR_MESSAGES_KO,
    ...RETURNS_ERROR_MESSAGES_KO,
    ...ROULETTE_ERROR_MESSAGES_KO,
    ...WINE_KEEP_ERROR_MESSAGES_KO,
    ...SOCIAL_ERROR_MESSAGES_KO,
  };
  return errorMessagesKo[name];
}
