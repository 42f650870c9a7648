import { z } from "zod";
import { intInput } from "./input-rules";
import { pagedSchema, positiveInt } from "./paging";
import {
  ROULETTE_LIMITS,
  ROULETTE_ODDS_TOTAL,
  ROULETTE_PRIZE_KINDS,
  ROULETTE_SEGMENTS,
  ROULETTE_STATUSES,
} from "./roulette-constants";

const isoTime = (field: string) => z.iso.datetime({ offset: true, error: `${field} must be an ISO date-time` });
const kind = z.enum(ROULETTE_PRIZE_KINDS, { error: `kind must be one of ${ROULETTE_PRIZE_KINDS.join(", ")}` });

/** One segment of the wheel, clockwise from the top (`slot` 0). */
export const roulettePrizeSchema = z.object({
  prizeNo: z.number().int(),
  slot: z.number().int(),
  kind: z.enum(ROULETTE_PRIZE_KINDS),
  /** Korean name (a coupon's name; "스탬프 3개", "선불금 1,000원", "다음 기회에"). */
  label: z.string(),
  /** Stamps or won; null for a coupon and NONE. */
  amount: z.number().int().nullable(),
  /** Published odds in basis points (ROULETTE_ODDS_TOTAL = 100 %). */
  oddsBp: z.number().int(),
  /** Units left; null when unlimited (NONE always is). */
  stockLeft: z.number().int().nullable(),
  stockTotal: z.number().int().nullable(),
});
export type RoulettePrize = z.infer<typeof roulettePrizeSchema>;

/** The signed-in member's spins today (Seoul date): the allowance, used and left. */
export const rouletteAllowanceSchema = z.object({
  day: z.string(),
  allowed: z.number().int(),
  used: z.number().int(),
  left: z.number().int(),
  /** The purchase bonus is already earned today. */
  purchaseBonus: z.boolean(),
});
export type RouletteAllowance = z.infer<typeof rouletteAllowanceSchema>;

export const rouletteQuerySchema = z.object({
  eventCd: z.string().max(40, "eventCd must be at most 40 characters").optional(),
});
export const rouletteEventSchema = z.object({
  eventCd: z.string(),
  title: z.string(),
  summary: z.string(),
  startAt: z.string(),
  endAt: z.string(),
  status: z.enum(ROULETTE_STATUSES),
  prizes: z.array(roulettePrizeSchema),
  /** Null for a guest. */
  allowance: rouletteAllowanceSchema.nullable(),
});
export type RouletteEvent = z.infer<typeof rouletteEventSchema>;

export const rouletteSpinParamsSchema = z.object({
  eventCd: z.string().min(1, "eventCd is required").max(40, "eventCd must be at most 40 characters"),
});

/** One spin: the segment the wheel lands on and what was credited. */
export const rouletteSpinSchema = z.object({
  spinNo: z.number().int(),
  eventCd: z.string(),
  eventTitle: z.string(),
  spunAt: z.string(),
  prize: roulettePrizeSchema.pick({ prizeNo: true, slot: true, kind: true, label: true, amount: true }),
  /** The drawn prize had run out, so the spin gave NONE (decision 396). */
  soldOutFallback: z.boolean(),
  /** The coupon put in the member's box (COUPON only). */
  cpnIssuNo: z.string().nullable(),
});
export type RouletteSpin = z.infer<typeof rouletteSpinSchema>;
export const rouletteSpinResultSchema = z.object({ spin: rouletteSpinSchema, allowance: rouletteAllowanceSchema });
export type RouletteSpinResult = z.infer<typeof rouletteSpinResultSchema>;

export const rouletteSpinsQuerySchema = z.object({
  pageNo: positiveInt("pageNo", 10_000).default(1),
  pageSize: positiveInt("pageSize", 50).default(20),
});
export const rouletteSpinPageSchema = pagedSchema(rouletteSpinSchema);
export type RouletteSpinPage = z.infer<typeof rouletteSpinPageSchema>;

// ── store side (mngr-api, header x-mngr-key) ──────────────────────────────────────────────────────
export const roulettePrizeWriteSchema = z
  .object({
    kind,
    /** COUPON: the coupon definition put in the member's box, valid `validDays` from the spin. */
    cpnCd: z.string().min(1).max(40).nullable().default(null),
    validDays: intInput("validDays", { min: 1, max: ROULETTE_LIMITS.maxValidDays }).default(30),
    /** STAMP: stamps; PREPAID: won. */
    amount: intInput("amount", { min: 1, max: ROULETTE_LIMITS.maxPrepaid }).nullable().default(null),
    oddsBp: intInput("oddsBp", { min: 0, max: ROULETTE_ODDS_TOTAL }),
    /** Units to give; null for unlimited (NONE must be unlimited). */
    stock: intInput("stock", { min: 0, max: ROULETTE_LIMITS.maxStock }).nullable().default(null),
  })
  .refine((p) => (p.kind === "COUPON") === (p.cpnCd !== null), { path: ["cpnCd"], message: "cpnCd goes with COUPON" })
  .refine((p) => (p.kind === "STAMP" || p.kind === "PREPAID") === (p.amount !== null), {
    path: ["amount"],
    message: "amount goes with STAMP and PREPAID",
  })
  .refine((p) => p.kind !== "STAMP" || (p.amount ?? 0) <= ROULETTE_LIMITS.maxStamps, {
    path: ["amount"],
    message: `at most ${ROULETTE_LIMITS.maxStamps} stamps`,
  })
  .refine((p) => p.kind !== "NONE" || p.stock === null, { path: ["stock"], message: "NONE has no stock" });

export const rouletteWriteSchema = z
  .object({
    eventCd: z.string().regex(/^[A-Z0-9][A-Z0-9-]{2,39}$/, "eventCd must be 3 to 40 capital letters, digits or dashes"),
    title: z.string().trim().min(1, "title is required").max(100, "title must be at most 100 characters"),
    summary: z.string().trim().max(300, "summary must be at most 300 characters").default(""),
    startAt: isoTime("startAt"),
    endAt: isoTime("endAt"),
    /** The wheel clockwise from the top. */
    prizes: z
      .array(roulettePrizeWriteSchema)
      .min(ROULETTE_SEGMENTS.min, `prizes must have at least ${ROULETTE_SEGMENTS.min} segments`)
      .max(ROULETTE_SEGMENTS.max, `prizes must have at most ${ROULETTE_SEGMENTS.max} segments`),
  })
  .refine((v) => Date.parse(v.startAt) < Date.parse(v.endAt), { path: ["endAt"], message: "endAt is before startAt" })
  .refine((v) => v.prizes.reduce((sum, p) => sum + p.oddsBp, 0) === ROULETTE_ODDS_TOTAL, {
    path: ["prizes"],
    message: `the odds (oddsBp) must add up to ${ROULETTE_ODDS_TOTAL}`,
  })
  .refine((v) => v.prizes.filter((p) => p.kind === "NONE").length === 1, {
    path: ["prizes"],
    message: "exactly one prize must be NONE (the fallback)",
  });
export type RouletteWrite = z.input<typeof rouletteWriteSchema>;
