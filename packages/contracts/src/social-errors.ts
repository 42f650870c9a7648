import type { ErrorDef } from "./errors";

const def = (code: string, status: number, messageKey: string): ErrorDef => ({ code, status, messageKey });

/** Error codes of social sign-in (issue 25; spread into `ERRORS`). */
export const SOCIAL_ERRORS = {
  socialRequestInvalid: def("SNS0001", 400, "socialRequestInvalid"),
  socialSessionMismatch: def("SNS0002", 400, "socialSessionMismatch"),
  socialRefused: def("SNS0003", 400, "socialRefused"),
  socialCancelled: def("SNS0004", 400, "socialCancelled"),
  socialLinkedElsewhere: def("SNS0005", 409, "socialLinkedElsewhere"),
  socialAlreadyLinked: def("SNS0006", 409, "socialAlreadyLinked"),
  socialNotLinked: def("SNS0007", 404, "socialNotLinked"),
  socialJoinExpired: def("SNS0008", 400, "socialJoinExpired"),
} as const satisfies Record<string, ErrorDef>;

export type SocialErrorName = keyof typeof SOCIAL_ERRORS;

/** Korean message the API sends with each of these codes. */
export const SOCIAL_ERROR_MESSAGES_KO: Record<SocialErrorName, string> = {
  socialRequestInvalid: "잘못된 간편 로그인 요청입니다. 처음부터 다시 시도해 주세요",
  socialSessionMismatch: "간편 로그인 요청이 만료되었거나 이 기기에서 시작되지 않았습니다. 다시 시도해 주세요",
  socialRefused: "간편 로그인이 거부되었습니다. 다시 시도하거나 다른 방법으로 로그인해 주세요",
  socialCancelled: "간편 로그인을 취소했습니다",
  socialLinkedElsewhere: "이 계정은 이미 다른 회원에게 연결되어 있습니다",
  socialAlreadyLinked: "이미 연결된 간편 로그인입니다",
  socialNotLinked: "연결되지 않은 간편 로그인입니다",
  socialJoinExpired: "간편 가입 시간이 지났습니다. 간편 로그인부터 다시 시도해 주세요",
};
