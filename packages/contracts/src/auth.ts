import { z } from "zod";
import { requiredString } from "./fields";

export const loginRequestSchema = z.object({
  loginId: requiredString("loginId").max(50, "loginId is too long"),
  password: z
    .string({ error: (i) => (i.input === undefined ? "password is required" : "password must be a string") })
    .min(1, "password is required")
    .max(128, "password is too long"),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** SPEC §3 "Login user info". */
export const loginUserInfoSchema = z.object({
  loginId: z.string(),
  mberNo: z.string(),
  korMberNm: z.string(),
  engLastNm: z.string().nullable(),
  engFrstNm: z.string().nullable(),
  gradRegNo: z.string(),
  gradNm: z.string(),
  mberSttusSeCode: z.string(),
  telFrstNo: z.string().nullable(),
  telMidNo: z.string().nullable(),
  telIndNo: z.string().nullable(),
  /** Encrypted (AES-GCM, base64url) full phone number. */
  tel: z.string().nullable(),
  email: z.string().nullable(),
  nltyCode: z.string().nullable(),
  nltyCodeNm: z.string().nullable(),
  nationCode: z.string().nullable(),
  nationCodeNm: z.string().nullable(),
  mbrshCardNo: z.string().nullable(),
  recomdrId: z.string().nullable(),
  firstScrbDe: z.string(),
  crtfcSeCode: z.string(),
  scrbCoursMth: z.string().nullable(),
  ctmmnyNo: z.string(),
  snsTyCode: z.string().nullable(),
  frgnrSeCode: z.string(),
  scrbcoursTyCode: z.string(),
  pwdChngLmttDe: z.string().nullable(),
  sexSeCode: z.string().nullable(),
  /** 1 = paid member, 0 = not. */
  pchrgMberYnCode: z.number().int(),
  isEmp: z.boolean(),
  empNo: z.string().nullable(),
  migrationMberJoinType: z.string().nullable(),
});
export type LoginUserInfo = z.infer<typeof loginUserInfoSchema>;

/** SPEC §3 "User info (shell)". */
export const userInfoSchema = z.object({
  mberNo: z.string(),
  korMberNm: z.string(),
  mbrshCardNo: z.string().nullable(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

/** `/api/check` answers the member's login user info. */
export const checkResponseSchema = loginUserInfoSchema;

export const refreshPushTokenRequestSchema = z.object({
  pushToken: requiredString("pushToken").max(4096, "pushToken is too long"),
  mberNo: requiredString("mberNo"),
});
export type RefreshPushTokenRequest = z.infer<typeof refreshPushTokenRequestSchema>;
