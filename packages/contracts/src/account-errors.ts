import type { ErrorDef } from "./errors";

const def = (code: string, status: number, messageKey: string): ErrorDef => ({ code, status, messageKey });

/** Error codes of certification, joining and the account (spread into `ERRORS`). */
export const ACCOUNT_ERRORS = {
  certInvalid: def("CERT0001", 400, "certInvalid"),
  certExpired: def("CERT0002", 400, "certExpired"),
  certUsed: def("CERT0003", 400, "certUsed"),
  certNotVerified: def("CERT0004", 400, "certNotVerified"),
  certPersonMismatch: def("CERT0005", 403, "certPersonMismatch"),
  minorRefused: def("JOIN0001", 403, "minorRefused"),
  duplicateLoginId: def("JOIN0002", 409, "duplicateLoginId"),
  duplicateEmail: def("JOIN0003", 409, "duplicateEmail"),
  duplicatePerson: def("JOIN0004", 409, "duplicatePerson"),
  requiredTermsMissing: def("JOIN0005", 400, "requiredTermsMissing"),
  memberNotFound: def("MBR0001", 404, "memberNotFound"),
  wrongPassword: def("MBR0002", 400, "wrongPassword"),
  duplicateNickname: def("MBR0003", 409, "duplicateNickname"),
  empNoInvalid: def("MBR0004", 400, "empNoInvalid"),
  empNoTaken: def("MBR0005", 409, "empNoTaken"),
  empNoAlreadySet: def("MBR0006", 409, "empNoAlreadySet"),
  samePassword: def("MBR0007", 400, "samePassword"),
  passwordRule: def("MBR0008", 400, "passwordRule"),
  lunarBirthdayMismatch: def("MBR0009", 400, "lunarBirthdayMismatch"),
} as const satisfies Record<string, ErrorDef>;

export type AccountErrorName = keyof typeof ACCOUNT_ERRORS;

/** Korean message the API sends with each of these codes. */
export const ACCOUNT_ERROR_MESSAGES_KO: Record<AccountErrorName, string> = {
  certInvalid: "본인인증 정보가 올바르지 않습니다. 다시 인증해 주세요",
  certExpired: "본인인증 유효시간(10분)이 지났습니다. 다시 인증해 주세요",
  certUsed: "이미 사용된 본인인증입니다. 다시 인증해 주세요",
  certNotVerified: "본인인증이 완료되지 않았습니다",
  certPersonMismatch: "회원 본인의 명의로 인증해 주세요",
  minorRefused: "만 18세 미만은 가입할 수 없습니다. 주류 판매 서비스는 성인만 이용할 수 있습니다",
  duplicateLoginId: "이미 사용 중인 아이디입니다",
  duplicateEmail: "이미 사용 중인 이메일입니다",
  duplicatePerson: "이미 가입된 회원입니다. 아이디 찾기를 이용해 주세요",
  requiredTermsMissing: "필수 약관에 모두 동의해 주세요",
  memberNotFound: "가입된 회원 정보가 없습니다",
  wrongPassword: "비밀번호가 일치하지 않습니다",
  duplicateNickname: "이미 사용 중인 닉네임입니다",
  empNoInvalid: "등록된 임직원 정보와 일치하지 않습니다",
  empNoTaken: "이미 다른 회원이 등록한 사번입니다",
  empNoAlreadySet: "이미 사번이 등록되어 있습니다",
  samePassword: "현재 비밀번호와 다른 비밀번호를 입력해 주세요",
  passwordRule: "비밀번호 규칙에 맞지 않습니다",
  lunarBirthdayMismatch: "음력 생일이 생년월일과 맞지 않습니다",
};
