/**
 * The roulette (issue 22): prize kinds, the odds' unit and the spin rule. Zod-free, so the web
 * bundle can use the values. Texts live in the web's i18n (namespace `roulette`).
 */

/** What a segment of the wheel gives: a coupon, stamps, prepaid won, or "next time". */
export const ROULETTE_PRIZE_KINDS = ["COUPON", "STAMP", "PREPAID", "NONE"] as const;
export type RoulettePrizeKind = (typeof ROULETTE_PRIZE_KINDS)[number];

/** Odds are integer basis points: the prizes of one wheel add up to exactly this (100 %). */
export const ROULETTE_ODDS_TOTAL = 10_000;

/** A wheel has 6 to 8 segments, one prize each; exactly one of them is NONE (the fallback). */
export const ROULETTE_SEGMENTS = { min: 6, max: 8 } as const;

/**
 * Spins per member and Seoul day: one, and one more once the member has a paid order that day
 * (decision 395).
 */
export const ROULETTE_SPIN_RULE = { daily: 1, purchaseBonus: 1 } as const;

/** Where an event stands: before its start, running, or over. */
export const ROULETTE_STATUSES = ["UPCOMING", "OPEN", "CLOSED"] as const;
export type RouletteStatus = (typeof ROULETTE_STATUSES)[number];

/** Limits of the store side's write. */
export const ROULETTE_LIMITS = { maxStock: 1_000_000, maxStamps: 10, maxPrepaid: 100_000, maxValidDays: 365 } as const;

/** Odds in basis points as the page's percent text: 1250 → "12.5". */
export const oddsPercent = (bp: number): string => String(Math.round(bp) / 100);
