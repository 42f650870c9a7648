import type { ErrorDef } from "./errors";

const def = (code: string, status: number, messageKey: string): ErrorDef => ({ code, status, messageKey });

/** Error codes of notices, FAQ, events and the store side's terms (issue 21; spread into `ERRORS`). */
export const CONTENT_ERRORS = {
  noticeNotFound: def("CNT0001", 404, "noticeNotFound"),
  faqNotFound: def("CNT0002", 404, "faqNotFound"),
  eventNotFound: def("CNT0003", 404, "eventNotFound"),
  termsVersionExists: def("CNT0004", 409, "termsVersionExists"),
  termsVersionBackdated: def("CNT0005", 400, "termsVersionBackdated"),
  termsNotFound: def("CNT0006", 404, "termsNotFound"),
  eventNoSignup: def("EVT0001", 400, "eventNoSignup"),
  eventSignupNotOpen: def("EVT0002", 409, "eventSignupNotOpen"),
  eventSignupClosed: def("EVT0003", 409, "eventSignupClosed"),
  eventFull: def("EVT0004", 409, "eventFull"),
  eventAlreadySignedUp: def("EVT0005", 409, "eventAlreadySignedUp"),
  eventNotSignedUp: def("EVT0006", 409, "eventNotSignedUp"),
  eventCapacityBelowSignups: def("EVT0007", 400, "eventCapacityBelowSignups"),
} as const satisfies Record<string, ErrorDef>;

export type ContentErrorName = keyof typeof CONTENT_ERRORS;

/** Korean message the API sends with each of these codes. */
export const CONTENT_ERROR_MESSAGES_KO: Record<ContentErrorName, string> = {
  noticeNotFound: "공지사항을 찾을 수 없습니다",
  faqNotFound: "FAQ를 찾을 수 없습니다",
  eventNotFound: "이벤트를 찾을 수 없습니다",
  termsVersionExists: "이미 등록된 약관 버전입니다",
  termsVersionBackdated: "새 버전의 시행일은 현재 시행 중인 버전의 시행일 이후여야 합니다",
  termsNotFound: "약관을 찾을 수 없습니다",
  eventNoSignup: "신청을 받지 않는 이벤트입니다",
  eventSignupNotOpen: "아직 신청 기간이 아닙니다",
  eventSignupClosed: "신청이 마감되었습니다",
  eventFull: "정원이 모두 찼습니다",
  eventAlreadySignedUp: "이미 신청한 이벤트입니다",
  eventNotSignedUp: "신청 내역이 없습니다",
  eventCapacityBelowSignups: "정원은 이미 신청한 인원보다 적을 수 없습니다",
};
