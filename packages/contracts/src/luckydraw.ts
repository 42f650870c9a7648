import { z } from "zod";
import { keyParam } from "./input-rules";
import {
  LUCKY_DRAW_STATES,
  LUCKY_DRAW_TABS,
  LUCKY_ENTRY_RESULTS,
  LUCKY_INELIGIBLE_REASONS,
  LUCKY_PAY_METHODS,
  LUCKY_PAY_STATES,
} from "./luckydraw-constants";

const isoTime = z.string();

/** The bottle of a draw, from the catalogue (products module). */
export const luckyBottleSchema = z.object({
  itemCd: z.string(),
  itemNm: z.string(),
  itemEngNm: z.string(),
  imageUrl: z.string(),
  volumeMl: z.number().int(),
  /** The catalogue's regular price (won), beside the draw price. */
  saleUprc: z.number().int(),
});

/** A member's own entry, as the history and the entry/winning pages show it. */
export const luckyEntrySchema = z.object({
  entryNo: z.number().int(),
  luckyDrawCd: z.string(),
  tnantCd: z.string(),
  tnantNm: z.string(),
  appliedAt: isoTime,
  result: z.enum(LUCKY_ENTRY_RESULTS),
  /** Reserve number (1 = offered first) for a reserve, else null. */
  reserveNo: z.number().int().nullable(),
  payState: z.enum(LUCKY_PAY_STATES),
  /** Deadline of a winner's payment. */
  payDeadlineAt: isoTime.nullable(),
  /** The pick-up order the payment made. */
  orderNo: z.string().nullable(),
  paidAt: isoTime.nullable(),
});
export type LuckyEntry = z.infer<typeof luckyEntrySchema>;

export const luckyDrawSummarySchema = z.object({
  luckyDrawCd: z.string(),
  title: z.string(),
  bottle: luckyBottleSchema,
  drawPrice: z.number().int(),
  winnerCnt: z.number().int(),
  reserveCnt: z.number().int(),
  entryStartAt: isoTime,
  entryEndAt: isoTime,
  announceAt: isoTime,
  state: z.enum(LUCKY_DRAW_STATES),
  paidOnlyYn: z.enum(["Y", "N"]),
  /** Lowest grade that may enter (grade name), null for every grade. */
  minGradNm: z.string().nullable(),
  entryCnt: z.number().int(),
  myEntry: luckyEntrySchema.nullable(),
});
export type LuckyDrawSummary = z.infer<typeof luckyDrawSummarySchema>;

export const luckyStoreSchema = z.object({ tnantCd: z.string(), name: z.string(), baseAddr: z.string() });

export const luckyDrawDetailSchema = luckyDrawSummarySchema.extend({
  rules: z.string(),
  payDays: z.number().int(),
  stores: z.array(luckyStoreSchema),
  /** For a signed-in member: may enter; null without a member. */
  eligible: z.boolean().nullable(),
  ineligibleReason: z.enum(LUCKY_INELIGIBLE_REASONS).nullable(),
});
export type LuckyDrawDetail = z.infer<typeof luckyDrawDetailSchema>;

export const luckyDrawListQuerySchema = z.object({ tab: z.enum(LUCKY_DRAW_TABS).default("OPEN") });
export const luckyDrawListSchema = z.object({ list: z.array(luckyDrawSummarySchema) });
export const luckyHistorySchema = z.object({ list: z.array(luckyDrawSummarySchema) });

export const luckyDrawParams = z.object({ luckyDrawCd: keyParam("luckyDrawCd") });
export const luckyApplyRequestSchema = z.object({ tnantCd: keyParam("tnantCd") });

export const luckyPayRequestSchema = z
  .object({
    payMethod: z.enum(LUCKY_PAY_METHODS),
    /** Where the hosted card page returns (a path of this app). */
    returnPath: z.string().startsWith("/", "returnPath must be a path").max(500),
    /** Easy pay: the registered card and the 6-digit payment password. */
    billkey: z.string().min(1).max(100).optional(),
    password: z
      .string()
      .regex(/^\d{6}$/, "password must be 6 digits")
      .optional(),
  })
  .refine((r) => r.payMethod !== "EASYPAY" || (r.billkey && r.password), {
    message: "billkey and password are required for EASYPAY",
    path: ["billkey"],
  });
export type LuckyPayRequest = z.infer<typeof luckyPayRequestSchema>;

/** A winner's payment: the hosted card page to open (card), or null when easy pay has paid at once. */
export const luckyPayStartSchema = z.object({
  payNo: z.string(),
  amount: z.number().int(),
  payUrl: z.string().nullable(),
});

/** SPEC §3 lucky order result (`data` of the envelope); empty values stay empty strings. */
export const luckyOrderResultSchema = z.object({
  orderNo: z.string(),
  tno: z.string(),
  payAmt: z.number().int(),
  cardCd: z.string(),
  cardName: z.string(),
  cardNo: z.string(),
  quota: z.string(),
  apprNo: z.string(),
  billkey: z.string(),
  appTime: z.string(),
  optValue1: z.string(),
  purchaserCd: z.string(),
  issuerCd: z.string(),
});
export type LuckyOrderResult = z.infer<typeof luckyOrderResultSchema>;

/** The store side creates a draw (mngr-api). */
export const luckyDrawWriteSchema = z.object({
  luckyDrawCd: z.string().regex(/^[A-Z0-9-]{3,30}$/, "luckyDrawCd: 3-30 capitals, digits or -"),
  title: z.string().min(1).max(100),
  itemCd: keyParam("itemCd"),
  drawPrice: z.number().int().min(1).max(100_000_000),
  winnerCnt: z.number().int().min(1).max(1000),
  reserveCnt: z.number().int().min(0).max(1000),
  entryStartAt: z.iso.datetime({ offset: true }),
  entryEndAt: z.iso.datetime({ offset: true }),
  announceAt: z.iso.datetime({ offset: true }),
  payDays: z.number().int().min(1).max(14).default(2),
  paidOnlyYn: z.enum(["Y", "N"]).default("N"),
  minGradRegNo: z.string().max(20).nullable().default(null),
  rules: z.string().max(4000).default(""),
  tnantCds: z.array(keyParam("tnantCd")).min(1).max(50),
});
export type LuckyDrawWrite = z.infer<typeof luckyDrawWriteSchema>;

/** What a run of the draw did; `ran` false when it had already run (run once, decision 392). */
export const luckyDrawRunSchema = z.object({
  luckyDrawCd: z.string(),
  ran: z.boolean(),
  drawnAt: isoTime.nullable(),
  entryCnt: z.number().int(),
  winnerCnt: z.number().int(),
  reserveCnt: z.number().int(),
});
export type LuckyDrawRun = z.infer<typeof luckyDrawRunSchema>;
