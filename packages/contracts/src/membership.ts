import { z } from "zod";

/** SPEC §3 "Grade info". */
export const gradeInfoSchema = z.object({
  ctmmnyNo: z.string(),
  gradAcmsltTrgt: z.string(),
  gradCycle: z.string(),
  gradCycleDtl1: z.string().nullable(),
  gradCycleDtl2: z.string().nullable(),
  gradItem1: z.string().nullable(),
  gradItem2: z.string().nullable(),
  gradItem3: z.string().nullable(),
  gradNm: z.string(),
  gradRate: z.number(),
  gradRegNo: z.string(),
  gradRegPoint: z.number().int(),
  gradStartPoint: z.number().int(),
  gradValue: z.number().int(),
  korMberNm: z.string().nullable(),
  mberNo: z.string().nullable(),
  nextGradRegNm: z.string().nullable(),
  nextGradRegPoint: z.number().int().nullable(),
  nextVipgradAtCode: z.string().nullable(),
  stampRuleId: z.string().nullable(),
  vipgradAtCode: z.string().nullable(),
  paidMberYn: z.enum(["Y", "N"]).nullable(),
  prepaidBalance: z.number().int().nullable(),
});
export type GradeInfo = z.infer<typeof gradeInfoSchema>;

/** One grade of the grade table (the `/grades` list). */
export const gradeSchema = z.object({
  gradRegNo: z.string(),
  gradNm: z.string(),
  gradEngNm: z.string(),
  /** Korean display name (실버, 골드, 블랙, VIP). */
  gradKorNm: z.string(),
  gradStartPoint: z.number().int(),
  gradRate: z.number(),
  sortOrdr: z.number().int(),
  benefits: z.array(z.string()),
});
export type Grade = z.infer<typeof gradeSchema>;
export const gradesSchema = z.array(gradeSchema);

/** Grade names styled by colour (SPEC §2). */
export const GRADE_NAMES = ["Silver", "Gold", "Black", "VIP"] as const;
