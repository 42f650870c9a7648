export default {
  retryShortly: "잠시 후 다시 시도해 주세요.",
  notAccessibleOnDevice: "이 기기에서는 사용할 수 없습니다.",
  /** SPEC §8: texts for HTTP failures that carry the common fail code. */
  http: {
    "400": "잘못된 요청입니다",
    "401": "인증이 필요합니다",
    "403": "접근 권한이 없습니다",
    "404": "요청한 리소스를 찾을 수 없습니다",
    "500": "서버 내부 오류가 발생했습니다",
    "502": "잘못된 게이트웨이 응답입니다",
    "503": "서버가 요청을 처리할 준비가 되지 않았습니다",
    other: "알 수 없는 오류가 발생했습니다",
  },
  /** Texts for the contracts' stable error codes, keyed by their messageKey. */
  codes: {
    validation: "요청 값이 올바르지 않습니다",
    internal: "서버 내부 오류가 발생했습니다",
    notFound: "요청한 리소스를 찾을 수 없습니다",
    forbidden: "접근 권한이 없습니다",
    tokenExpired: "인증이 만료되었습니다",
    duplicateLogin: "다른 기기에서 로그인하여 로그아웃되었습니다",
    nonMember: "로그인이 필요합니다",
    invalidCredentials: "아이디 또는 비밀번호가 일치하지 않습니다",
    refreshInvalid: "로그인 정보가 만료되었습니다. 다시 로그인해 주세요",
    refreshReused: "보안을 위해 로그아웃되었습니다. 다시 로그인해 주세요",
    tooManyAttempts: "로그인 시도가 너무 많습니다. 잠시 후 다시 시도해 주세요",
    accountUnavailable: "이용할 수 없는 계정입니다",
  },
  session: {
    duplicateLogin: "다른 기기에서 로그인하여 로그아웃되었습니다",
    refreshFailed: "로그인이 만료되었습니다. 다시 로그인해 주세요",
    nonMember: "로그인이 필요합니다",
  },
};
