/**
 * Korean message the API sends with each sign-in and session code, which is also the web's Korean
 * text for them (apps/web lib/i18n/resources/ko/errors.ts). A module of its own, as
 * checkout-error-messages.ts: only what shows these texts loads it.
 */
export const AUTH_ERROR_MESSAGES_KO = {
  tokenExpired: "인증이 만료되었습니다",
  duplicateLogin: "다른 기기에서 로그인하여 로그아웃되었습니다",
  nonMember: "로그인이 필요합니다",
  invalidCredentials: "아이디 또는 비밀번호가 일치하지 않습니다",
  refreshInvalid: "로그인 정보가 만료되었습니다. 다시 로그인해 주세요",
  refreshReused: "보안을 위해 로그아웃되었습니다. 다시 로그인해 주세요",
  tooManyAttempts: "로그인 시도가 너무 많습니다. 잠시 후 다시 시도해 주세요",
  accountUnavailable: "이용할 수 없는 계정입니다",
};
