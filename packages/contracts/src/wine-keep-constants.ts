/**
 * Wine keep (issue 23, decisions 407–409, 460): bottles of an order paid with "keep at the store",
 * kept at that store until a collect-by date (the store's keep period from payment, 90 days unless
 * the store has its own; extendable once by 30 days at every store). Past the date the keep is
 * "expired" (the store contacts the member, the bottles can still be collected for 30 days); after
 * that it is closed.
 */
export const WINE_KEEP_RULES = {
  /** The chain's keep period (days from the payment's Seoul date): a store's rule unless it sets its own. */
  defaultKeepDays: 90,
  /** Days the member's one extension adds, the same at every store. */
  extendDays: 30,
  /** The reminder alarm goes this many days before the collect-by date. */
  remindDaysBefore: 7,
  /** Days past the collect-by date the store still holds the bottles before the keep closes. */
  graceDays: 30,
  /** Most bottles a hand-over records. */
  maxHandOverQty: 999,
} as const;

export const WINE_KEEP_STATUSES = ["KEEPING", "EXPIRED", "COLLECTED", "CLOSED"] as const;
export type WineKeepStatus = (typeof WINE_KEEP_STATUSES)[number];
