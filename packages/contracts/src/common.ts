import { z } from "zod";

/** The OS code the shell sends to version info (SPEC §7). */
export const VERSION_OS_CODE = "210003";

export const versionInfoQuerySchema = z.object({ os: z.string().regex(/^\d{6}$/, "os must be a 6-digit code") });
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
