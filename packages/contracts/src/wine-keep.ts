import { z } from "zod";
import { intInput } from "./input-rules";
import { WINE_KEEP_RULES, WINE_KEEP_STATUSES } from "./wine-keep-constants";

const keepNo = z.string().trim().min(1, "keepNo is required").max(40);
export const wineKeepParamsSchema = z.object({ keepNo });
export const wineKeepBarcodeParamsSchema = z.object({
  barcode: z.string().trim().min(1, "barcode is required").max(40),
});

export const wineKeepLineSchema = z.object({
  lineNo: z.number().int(),
  itemCd: z.string(),
  itemNm: z.string(),
  keptQty: z.number().int(),
  collectedQty: z.number().int(),
  remainQty: z.number().int(),
});
export type WineKeepLine = z.infer<typeof wineKeepLineSchema>;

export const wineKeepSummarySchema = z.object({
  keepNo: z.string(),
  orderNo: z.string(),
  tnantCd: z.string(),
  tnantNm: z.string(),
  status: z.enum(WINE_KEEP_STATUSES),
  /** Seoul date the keep started (the order's payment). */
  keptOn: z.string(),
  /** Seoul date the bottles must be collected by (inclusive). */
  collectBy: z.string(),
  /** The keep period this keep was given: its store's rule (days) when it was made. */
  keepDays: z.number().int(),
  /** Days left until collectBy (0 on the day, negative past it). */
  daysLeft: z.number().int(),
  /** Seoul date the keep closes if bottles remain (collectBy + grace). */
  closesOn: z.string(),
  extended: z.boolean(),
  canExtend: z.boolean(),
  keptQty: z.number().int(),
  remainQty: z.number().int(),
  lines: z.array(wineKeepLineSchema),
});
export type WineKeepSummary = z.infer<typeof wineKeepSummarySchema>;

export const wineKeepListSchema = z.object({ keeps: z.array(wineKeepSummarySchema) });
export type WineKeepList = z.infer<typeof wineKeepListSchema>;

export const wineKeepHandOverSchema = z.object({
  seq: z.number().int(),
  lineNo: z.number().int(),
  itemNm: z.string(),
  qty: z.number().int(),
  handedBy: z.string(),
  at: z.string(),
});
export type WineKeepHandOver = z.infer<typeof wineKeepHandOverSchema>;

export const wineKeepDetailSchema = wineKeepSummarySchema.extend({
  /** The CODE128 value the store scans. */
  barcode: z.string(),
  handOvers: z.array(wineKeepHandOverSchema),
});
export type WineKeepDetail = z.infer<typeof wineKeepDetailSchema>;

/** The store side records bottles handed over from one line of a keep. */
export const wineKeepHandOverRequestSchema = z.object({
  lineNo: intInput("lineNo", { min: 1, max: 10_000 }),
  qty: intInput("qty", { min: 1, max: WINE_KEEP_RULES.maxHandOverQty }),
  handedBy: z.string().trim().min(1, "handedBy is required").max(40),
});
export type WineKeepHandOverRequest = z.infer<typeof wineKeepHandOverRequestSchema>;
