import { z } from "zod";
import { requiredString } from "./fields";

export { CODE_GROUPS, type CodeGroup, VERSION_OS_CODE } from "./constants";

export const versionInfoQuerySchema = z.object({
  os: requiredString("os").regex(/^\d{6}$/, "os must be a 6-digit code"),
});
export const versionInfoSchema = z.object({ updateVersion: z.string() });
export type VersionInfo = z.infer<typeof versionInfoSchema>;

/** POST /api/codes body: array of group codes. */
export const codesRequestSchema = z
  .array(z.string().trim().min(1, "group code must not be empty").max(40))
  .min(1, "at least one group code is required")
  .max(50, "at most 50 group codes");
export const commonCodeSchema = z.object({
  grpCd: z.string(),
  cd: z.string(),
  cdNm: z.string(),
  cdEngNm: z.string().nullable(),
  sortOrdr: z.number().int(),
  /** Free-form extra value (e.g. a colour for card issuers). */
  attr1: z.string().nullable(),
});
export type CommonCode = z.infer<typeof commonCodeSchema>;
/** Codes come back as a map by group code. */
export const codesResponseSchema = z.record(z.string(), z.array(commonCodeSchema));
export type CodesResponse = z.infer<typeof codesResponseSchema>;

export const countSchema = z.number().int().min(0);
export const healthSchema = z.object({ status: z.literal("ok"), db: z.enum(["pglite", "postgres"]) });

/** Public client configuration (GET /product-api/v1.0.0/api/app-config). */
export const appConfigSchema = z.object({
  appStoreUrlIos: z.string(),
  appStoreUrlAndroid: z.string(),
  /** Third-party remarketing script, injected only when an ad-tracking id comes back (SPEC §7). */
  remarketingScriptUrl: z.string().nullable(),
});
export type AppConfig = z.infer<typeof appConfigSchema>;
