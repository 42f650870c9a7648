/** Pre-orders (issue 24): where a pre-order stands for the shopper, from its window, stock and arrival. */
export const PREORDER_STATES = ["UPCOMING", "OPEN", "SOLD_OUT", "CLOSED", "ARRIVED"] as const;
export type PreorderState = (typeof PREORDER_STATES)[number];

/** The list's tabs: open now (sold-out ones stay listed, marked), and upcoming. */
export const PREORDER_TABS = ["OPEN", "UPCOMING"] as const;
export type PreorderTab = (typeof PREORDER_TABS)[number];

/** What kind of release a pre-order is (the list's badge). */
export const PREORDER_KINDS = ["EN_PRIMEUR", "NEW_VINTAGE", "LIMITED", "GIFT_SET"] as const;
export type PreorderKind = (typeof PREORDER_KINDS)[number];

/**
 * A reservation's status (decision 411): PAYING (units held while the payment runs), PAID,
 * ARRIVED (at the pick-up store, the exchange voucher shows), COLLECTED, CANCELLED (by the member
 * before the cut-off, refunded in full), UNCOLLECTED (not collected by the deadline: cancelled and
 * refunded), FAILED (the payment never completed; not shown).
 */
export const RESERVATION_STATUSES = [
  "PAYING",
  "PAID",
  "ARRIVED",
  "COLLECTED",
  "CANCELLED",
  "UNCOLLECTED",
  "FAILED",
] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];

/** The refund of a cancelled reservation: none, owed (the provider not yet done), done. */
export const RESERVATION_REFUND_STATES = ["NONE", "REFUNDING", "REFUNDED"] as const;
export type ReservationRefundState = (typeof RESERVATION_REFUND_STATES)[number];

export const PREORDER_PAY_METHODS = ["CARD", "EASYPAY"] as const;

export const PREORDER_RULES = {
  /** A paid reservation can be cancelled with a full refund until this many days before the expected arrival (decision 412). */
  cancelCutoffDays: 3,
  /** Days to collect after the bottle arrived at the store (decision 412). */
  collectDays: 14,
  /** Minutes a reservation holds its units while the payment is open. */
  payHoldMinutes: 20,
} as const;
