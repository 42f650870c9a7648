import { z } from "zod";
import { CERT_TYPES } from "./account-codes";
import { requiredString } from "./fields";

export const certTypeSchema = z.enum(CERT_TYPES, { error: `certType must be one of ${CERT_TYPES.join(", ")}` });

/** A certification token issued by `certStart` (module token). */
export const certTokenSchema = requiredString("certToken").max(200, "certToken is too long");

/** POST /api/cert/start: begins a phone certification for one purpose. */
export const certStartRequestSchema = z.object({ certType: certTypeSchema });
export const certStartResponseSchema = z.object({
  /** Module token: names this certification until it is used (single use, 10 minutes). */
  moduleToken: z.string(),
  /** The provider's page to open (the sandbox: `/sandbox/cert?token=...`). */
  certUrl: z.string(),
  /** ISO instant after which the token is refused. */
  expiresAt: z.string(),
});
export type CertStartResponse = z.infer<typeof certStartResponseSchema>;

export const certResultQuerySchema = z.object({ token: requiredString("token").max(200, "token is too long") });

/**
 * GET /api/cert/result: what the provider confirmed (exchanged server-side). The identity never
 * includes the person key (ciNo); it stays on the server.
 */
export const certIdentitySchema = z.object({
  korMberNm: z.string(),
  /** YYYYMMDD. */
  birthday: z.string(),
  /** M or F. */
  sexSeCode: z.string(),
  /** 01 domestic, 02 foreign. */
  frgnrSeCode: z.string(),
  telFrstNo: z.string(),
  telMidNo: z.string(),
  telIndNo: z.string(),
  /** 18 or older today (Korea time). */
  adult: z.boolean(),
});
export type CertIdentity = z.infer<typeof certIdentitySchema>;

export const certResultSchema = z.object({
  certType: certTypeSchema,
  /** VERIFIED: usable; CANCELLED: the person cancelled; USED / EXPIRED: no longer usable. */
  status: z.enum(["VERIFIED", "CANCELLED", "USED", "EXPIRED"]),
  identity: certIdentitySchema.nullable(),
  expiresAt: z.string(),
});
export type CertResultResponse = z.infer<typeof certResultSchema>;
