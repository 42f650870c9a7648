import { z } from "zod";
import { QUIT_REASON_CODES } from "./account-codes";
import { EMP_NO_PATTERN, isLunarBirthday } from "./account-rules";
import { certTokenSchema } from "./cert";
import { requiredString } from "./fields";
import { emailSchema, loginIdSchema, nickNameSchema, receptionConsentSchema, refineNewPassword } from "./join";

/** POST /api/membership/id/search: the certified person's login id, masked. */
export const idSearchRequestSchema = z.object({ certToken: certTokenSchema });
export const idSearchResponseSchema = z.object({
  /** e.g. `de**`. */
  loginId: z.string(),
  /** Join day, YYYY-MM-DD. */
  firstScrbDe: z.string(),
});
export type IdSearchResponse = z.infer<typeof idSearchResponseSchema>;

/** POST /api/membership/password/reset: certified person + their login id + a new password. */
export const resetPasswordRequestSchema = z
  .object({
    certToken: certTokenSchema,
    loginId: loginIdSchema,
    newPassword: z.string({ error: "newPassword is required" }).max(64),
    confirmPassword: z.string({ error: "confirmPassword is required" }).max(64),
  })
  .superRefine(refineNewPassword((v) => ({ password: v.newPassword, loginId: v.loginId }), "newPassword"));
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

/**
 * POST /api/membership/password/change (signed in): proven by the current password or by a
 * changePwd certification token. The login id rule is checked on the server, which knows the id.
 */
export const changePasswordRequestSchema = z
  .object({
    currentPassword: z.string().max(128).optional(),
    certToken: certTokenSchema.optional(),
    newPassword: z.string({ error: "newPassword is required" }).max(64),
    confirmPassword: z.string({ error: "confirmPassword is required" }).max(64),
  })
  .superRefine(refineNewPassword((v) => ({ password: v.newPassword, loginId: "" }), "newPassword"))
  .refine((v) => Boolean(v.currentPassword) || Boolean(v.certToken), {
    path: ["currentPassword"],
    message: "currentPassword is required",
  });
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** Password change answers (and "change later"): the next change-due day, YYYY-MM-DD. */
export const passwordDueSchema = z.object({ pwdChngLmttDe: z.string() });
export type PasswordDue = z.infer<typeof passwordDueSchema>;

/** SPEC §3 "Member detail". chg* say whether the item can be changed on the manage pages (Y/N). */
export const memberDetailSchema = z.object({
  korMberNm: z.string(),
  loginId: z.string(),
  nickName: z.string().nullable(),
  /** Never sent: always null. */
  loginPassword: z.null(),
  email: z.string().nullable(),
  /** YYYYMMDD. */
  birthday: z.string().nullable(),
  /** Mobile digits, e.g. 01023456789. */
  contactNumber: z.string().nullable(),
  empNo: z.string().nullable(),
  chgBirthday: z.enum(["Y", "N"]),
  chgPassword: z.enum(["Y", "N"]),
  chgEmail: z.enum(["Y", "N"]),
  chgContactNumber: z.enum(["Y", "N"]),
  /** The birthday's calendar for birthday benefits: 01 solar, 02 lunar (then rlBirthday). */
  srdSeCode: z.enum(["01", "02"]),
  /** The lunar birthday, YYYYMMDD, when srdSeCode is 02; else null. */
  rlBirthday: z.string().nullable(),
  paidMberYn: z.enum(["Y", "N"]),
  prepaidBalance: z.number().int(),
  isEmp: z.boolean(),
  pwdChngLmttDe: z.string().nullable(),
  firstScrbDe: z.string(),
});
export type MemberDetail = z.infer<typeof memberDetailSchema>;

export const updateNicknameRequestSchema = z.object({ nickName: nickNameSchema });
export const updateEmailRequestSchema = z.object({ email: emailSchema });
/**
 * The birthday's calendar (decision 440): the certified date stays; a member who keeps a lunar
 * birthday gives its lunar date, checked against the certified one on the server.
 */
export const updateBirthdayRequestSchema = z
  .object({
    srdSeCode: z.enum(["01", "02"], { error: "srdSeCode must be 01 (solar) or 02 (lunar)" }),
    rlBirthday: z.string().trim().max(8).nullish(),
  })
  .refine((v) => v.srdSeCode === "01" || Boolean(v.rlBirthday), {
    path: ["rlBirthday"],
    message: "rlBirthday is required for a lunar birthday",
  })
  .refine((v) => !v.rlBirthday || isLunarBirthday(v.rlBirthday), {
    path: ["rlBirthday"],
    message: "rlBirthday must be a lunar date YYYYMMDD (month 01-12, day 01-30)",
  })
  .transform((v) => ({ srdSeCode: v.srdSeCode, rlBirthday: v.srdSeCode === "02" ? (v.rlBirthday ?? null) : null }));
export type UpdateBirthdayRequest = z.infer<typeof updateBirthdayRequestSchema>;
/** The new mobile number comes from a changeContact certification of the same person. */
export const updateContactRequestSchema = z.object({ certToken: certTokenSchema });
export const registerEmpNoRequestSchema = z.object({
  empNo: requiredString("empNo")
    .transform((v) => v.toUpperCase())
    .refine((v) => EMP_NO_PATTERN.test(v), { message: "사번 형식이 올바르지 않습니다" }),
});

/** POST /api/membership/quit. */
export const quitRequestSchema = z
  .object({
    reasonCode: z.enum(QUIT_REASON_CODES, { error: `reasonCode must be one of ${QUIT_REASON_CODES.join(", ")}` }),
    reasonText: z.string().trim().max(500, "reasonText is too long").optional(),
    password: requiredString("password").max(128),
  })
  .refine((v) => v.reasonCode !== "99" || Boolean(v.reasonText), {
    path: ["reasonText"],
    message: "reasonText is required",
  });
export type QuitRequest = z.infer<typeof quitRequestSchema>;

/** One channel's marketing consent with the day it was last set. */
export const consentSchema = receptionConsentSchema.extend({
  /** YYYY-MM-DD of the last change; null when never set. */
  agreDe: z.string().nullable(),
});
export type Consent = z.infer<typeof consentSchema>;
/** Always all five channels (01 SMS, 02 EMAIL, 03 TM, 04 DM, 09 PUSH), in that order. */
export const consentsSchema = z.array(consentSchema);
export const updateConsentsRequestSchema = z.object({
  arrAgreTy: z.array(receptionConsentSchema).min(1, "arrAgreTy is required").max(5),
});
