/** Lucky draws (issue 22): where a draw stands for the shopper, from its entry window and run. */
export const LUCKY_DRAW_STATES = ["UPCOMING", "OPEN", "CLOSED", "DRAWN"] as const;
export type LuckyDrawState = (typeof LUCKY_DRAW_STATES)[number];

/** The list's tabs: open (entry window now), upcoming, closed (entry over, drawn or not). */
export const LUCKY_DRAW_TABS = ["OPEN", "UPCOMING", "CLOSED"] as const;
export type LuckyDrawTab = (typeof LUCKY_DRAW_TABS)[number];

/**
 * An entry's result: APPLIED before the draw; WINNER (offered the bottle, to pay by its deadline);
 * RESERVE (drawn in order after the winners, offered a lapsed win); LOST; LAPSED (a winner who did
 * not pay in time, decision 394).
 */
export const LUCKY_ENTRY_RESULTS = ["APPLIED", "WINNER", "RESERVE", "LOST", "LAPSED"] as const;
export type LuckyEntryResult = (typeof LUCKY_ENTRY_RESULTS)[number];

/** A winner's payment: NONE (not a winner), UNPAID (inside the deadline), PAID, EXPIRED. */
export const LUCKY_PAY_STATES = ["NONE", "UNPAID", "PAID", "EXPIRED"] as const;
export type LuckyPayState = (typeof LUCKY_PAY_STATES)[number];

/** Why a member may not enter (the detail page says it before the Apply button). */
export const LUCKY_INELIGIBLE_REASONS = ["NOT_ADULT", "PAID_ONLY", "GRADE"] as const;
export type LuckyIneligibleReason = (typeof LUCKY_INELIGIBLE_REASONS)[number];

/** Payment methods of a winner's payment: the hosted card page, or a registered card (easy pay, decision 394). */
export const LUCKY_PAY_METHODS = ["CARD", "EASYPAY"] as const;

export const LUCKY_DRAW_LIMITS = {
  /** Legal drinking age in Korea (만 19세). */
  adultAge: 19,
  /** Days a winner has to pay from the announcement (and a reserve from being offered it). */
  payDays: 2,
  maxWinners: 1000,
} as const;
