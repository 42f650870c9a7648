import { z } from "zod";
import { AGREE_RECEPTION_CODES, JOIN_DEFAULTS } from "./account-codes";
import { EMAIL_MAX, isEmailValid, isLoginIdValid, isNicknameValid, passwordProblemKo } from "./account-rules";
import { certTokenSchema } from "./cert";
import { TERMS_AGREE_AT } from "./content-constants";
import { requiredString } from "./fields";

/** Optional text fields: an empty string counts as not given. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v: z.input<T> | "" | null | undefined) => (v === "" ? null : v), schema.nullish());
const yn = (field: string) => z.enum(["Y", "N"], { error: `${field} must be Y or N` });
const code = (field: string, codes: readonly [string, ...string[]]) =>
  z.enum(codes, { error: `${field} must be one of ${codes.join(", ")}` });

export const loginIdSchema = requiredString("loginId").refine(isLoginIdValid, {
  message: "아이디는 영문 소문자로 시작하는 4~20자의 영문 소문자, 숫자로 입력해 주세요",
});
export const emailSchema = requiredString("email")
  .max(EMAIL_MAX, "email is too long")
  .transform((e) => e.toLowerCase())
  .refine(isEmailValid, { message: "이메일 형식이 올바르지 않습니다" });
export const nickNameSchema = requiredString("nickName").refine(isNicknameValid, {
  message: "닉네임은 2~10자의 한글, 영문, 숫자로 입력해 주세요",
});
/** A password on its own (the login id rule is checked where the id is known). */
export const passwordSchema = z
  .string({ error: "password is required" })
  .max(64, "password is too long")
  .superRefine((value, ctx) => {
    const problem = passwordProblemKo(value);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });

/** Adds "must not contain the login id" and "confirmation matches" to an object with both passwords. */
export function refineNewPassword<T extends { confirmPassword: string }>(
  read: (v: T) => { password: string; loginId: string },
  passwordField: string,
) {
  return (value: T, ctx: z.RefinementCtx) => {
    const { password, loginId } = read(value);
    const problem = passwordProblemKo(password, loginId);
    if (problem) ctx.addIssue({ code: "custom", path: [passwordField], message: problem });
    if (password !== value.confirmPassword) {
      ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: "비밀번호가 일치하지 않습니다" });
    }
  };
}

/** arrTel entry; the mobile number (03) always comes from the certification. */
export const joinTelSchema = z.object({
  cttpcSeCode: code("cttpcSeCode", ["01", "02", "03", "04"]),
  nationCode: z.string().max(4).default("82"),
  telFrstNo: z.string().regex(/^\d{2,4}$/, "telFrstNo must be 2-4 digits"),
  telMidNo: z.string().regex(/^\d{3,4}$/, "telMidNo must be 3-4 digits"),
  telIndNo: z.string().regex(/^\d{4}$/, "telIndNo must be 4 digits"),
  lxtnNo: z.string().max(10).nullish(),
});
/** arrMberAgre entry: one agreed (or declined) version of a term. */
export const memberAgreementSchema = z.object({
  agreRegNo: requiredString("agreRegNo").max(20),
  ver: requiredString("ver").max(10),
  /** YYYYMMDD; the server records its own day. */
  agreDe: z.string().nullish(),
  /** Y agreed, N declined. */
  agreSeCode: yn("agreSeCode"),
});
export type MemberAgreement = z.infer<typeof memberAgreementSchema>;
/** arrAgreTy entry: marketing reception consent per channel. */
export const receptionConsentSchema = z.object({
  agreRecptnTyCode: code("agreRecptnTyCode", AGREE_RECEPTION_CODES),
  recptnAtSeCode: yn("recptnAtSeCode"),
});
export type ReceptionConsent = z.infer<typeof receptionConsentSchema>;

/**
 * SPEC §3 "Join info". The person (name, birthday, sex, mobile, ciNo) comes from the certification
 * named by `certToken`; values the client sends for them are ignored.
 */
export const joinRequestSchema = z
  .object({
    certToken: certTokenSchema,
    snsTkn: optional(z.string().max(500)),
    ciNo: z.string().nullish(),
    korMberNm: z.string().nullish(),
    birthday: z.string().nullish(),
    /** Real birthday when srdSeCode is lunar (YYYYMMDD). */
    rlBirthday: optional(z.string().regex(/^\d{8}$/, "rlBirthday must be YYYYMMDD")),
    loginId: loginIdSchema,
    email: emailSchema,
    nickName: optional(nickNameSchema),
    loginPassword: z.string({ error: "loginPassword is required" }).max(64, "loginPassword is too long"),
    confirmPassword: z.string({ error: "confirmPassword is required" }).max(64),
    scrbcoursTyCode: code("scrbcoursTyCode", ["01", "02", "03", "04", "05"]).default(JOIN_DEFAULTS.scrbcoursTyCode),
    srdSeCode: code("srdSeCode", ["01", "02"]).default(JOIN_DEFAULTS.srdSeCode),
    crtfcSeCode: yn("crtfcSeCode").default(JOIN_DEFAULTS.crtfcSeCode),
    sexSeCode: z.string().nullish(),
    frgnrSeCode: code("frgnrSeCode", ["01", "02", "03"]).default(JOIN_DEFAULTS.frgnrSeCode),
    mberTyCode: code("mberTyCode", ["01", "02"]).default(JOIN_DEFAULTS.mberTyCode),
    crtfcMthSeCode: code("crtfcMthSeCode", ["01", "02", "03", "04", "05", "06", "07", "08", "09"]).default(
      JOIN_DEFAULTS.crtfcMthSeCode,
    ),
    cardAutoCode: yn("cardAutoCode").default(JOIN_DEFAULTS.cardAutoCode),
    cardIssuTyCode: code("cardIssuTyCode", ["E", "I", "N"]).default(JOIN_DEFAULTS.cardIssuTyCode),
    arrTel: z.array(joinTelSchema).max(4).default([]),
    arrMberAgre: z.array(memberAgreementSchema).min(1, "arrMberAgre is required").max(20),
    arrAgreTy: z.array(receptionConsentSchema).max(5).default([]),
  })
  .superRefine(refineNewPassword((v) => ({ password: v.loginPassword, loginId: v.loginId }), "loginPassword"));
export type JoinRequest = z.input<typeof joinRequestSchema>;

export const availabilitySchema = z.object({ available: z.boolean() });
export type Availability = z.infer<typeof availabilitySchema>;
export const checkLoginIdQuerySchema = z.object({ loginId: loginIdSchema });
export const checkEmailQuerySchema = z.object({ email: emailSchema });
export const checkNicknameQuerySchema = z.object({ nickName: nickNameSchema });

/**
 * GET /api/membership/agree-terms query. Without `history`: the version in force of each document
 * agreed to at sign-up (or of the one named, or the version named). With `history=Y`: every version
 * of every document (or of the one named) that has taken effect, each document's in-force version
 * first, newest first after it (the `/terms` page, decision 382).
 */
export const agreeTermsQuerySchema = z.object({
  stplatRegNo: z.string().max(20).optional(),
  ver: z.string().max(10).optional(),
  history: z.enum(["Y", "N"], { error: "history must be Y or N" }).optional(),
});
export const termSchema = z.object({
  stplatRegNo: z.string(),
  ver: z.string(),
  title: z.string(),
  /** Rich content: HTML the chain writes, sanitised where stored and where shown (decision 379). */
  content: z.string(),
  /** Y: must be agreed to join. */
  requiredYn: z.enum(["Y", "N"]),
  /** YYYY-MM-DD from which this version applies. */
  effectiveDe: z.string(),
  sortOrdr: z.number().int(),
  /** Where it is agreed to: JOIN (the sign-up page lists it) or ORDER (the order sheet). */
  agreeAt: z.enum(TERMS_AGREE_AT),
  /** The version in force today (with `history=Y`, exactly one per document). */
  inForce: z.boolean(),
});
export type Term = z.infer<typeof termSchema>;
export const agreeTermsSchema = z.array(termSchema);
