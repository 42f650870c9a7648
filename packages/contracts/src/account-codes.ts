/** Codes and defaults of joining and the account (SPEC §3 "Join info"); zod-free for the web bundle. */

/**
 * What a certification is for (the `{certType}` of `/commonCert/callback/{certType}`). A token only
 * serves the purpose it was started for.
 */
export const CERT_TYPES = ["join", "findId", "resetPwd", "changePwd", "changeContact"] as const;
export type CertType = (typeof CERT_TYPES)[number];

/** Result of a certification as the sandbox (or a real provider) reports it back on the callback. */
export const CERT_RESULTS = { success: "Y", cancelled: "N" } as const;

/** Minutes a certification token stays usable after it was started. */
export const CERT_TOKEN_TTL_MINUTES = 10;

/** Marketing reception channels (arrAgreTy.agreRecptnTyCode). */
export const AGREE_RECEPTION_TYPES = [
  { code: "01", name: "SMS" },
  { code: "02", name: "EMAIL" },
  { code: "03", name: "TM" },
  { code: "04", name: "DM" },
  { code: "09", name: "PUSH" },
] as const;
export type AgreeReceptionTypeCode = (typeof AGREE_RECEPTION_TYPES)[number]["code"];
export const AGREE_RECEPTION_CODES = AGREE_RECEPTION_TYPES.map((t) => t.code) as [
  AgreeReceptionTypeCode,
  ...AgreeReceptionTypeCode[],
];

/** Defaults of SPEC §3 "Join info". */
export const JOIN_DEFAULTS = {
  scrbcoursTyCode: "02",
  srdSeCode: "01",
  crtfcSeCode: "Y",
  frgnrSeCode: "01",
  mberTyCode: "01",
  crtfcMthSeCode: "01",
  cardAutoCode: "Y",
  cardIssuTyCode: "I",
} as const;

/** Contact kinds of arrTel (cttpcSeCode); the certified mobile number is always 03. */
export const CONTACT_KINDS = { home: "01", work: "02", mobile: "03", corporate: "04" } as const;

/** Terms ids (stplatRegNo) the seed provides; the marketing term carries the channel consents. */
export const TERMS_IDS = {
  service: "ST001",
  privacy: "ST002",
  liquorAge: "ST003",
  marketing: "ST004",
  location: "ST005",
} as const;

/** Quit reasons (reasonCode of the quit request); 99 asks for a text. */
export const QUIT_REASONS = [
  { code: "01", ko: "자주 이용하지 않아요", en: "I rarely use it" },
  { code: "02", ko: "원하는 상품이 없어요", en: "I can't find the products I want" },
  { code: "03", ko: "혜택이 부족해요", en: "Not enough benefits" },
  { code: "04", ko: "개인정보가 걱정돼요", en: "I'm worried about my personal data" },
  { code: "05", ko: "다른 계정이 있어요", en: "I have another account" },
  { code: "99", ko: "기타", en: "Other" },
] as const;
export type QuitReasonCode = (typeof QUIT_REASONS)[number]["code"];
export const QUIT_REASON_CODES = QUIT_REASONS.map((r) => r.code) as [QuitReasonCode, ...QuitReasonCode[]];
export const QUIT_REASON_OTHER = "99";

/** The name a quit member's record keeps (personal data removed). */
export const QUIT_MEMBER_NAME = "탈퇴회원";

/** Days until the next password change is due (pwdChngLmttDe) after a change or "change later". */
export const PASSWORD_CHANGE_CYCLE_DAYS = 90;
