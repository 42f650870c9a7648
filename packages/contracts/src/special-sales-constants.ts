/**
 * Special sales (issue 22): an invitation-only sale for guests such as a partner company's staff.
 * A guest who enters the right code gets a session of its own, whose token starts with
 * `guestTokenPrefix` so that the member sign-in reads it as "no member" (decision 398).
 */
export const SPECIAL_SALES = {
  /** SPEC §9: special-sales guests are event type '10'. */
  eventType: "10",
  guestTokenPrefix: "spg.",
  /** A guest session lasts this long (or until the sale ends, whichever is first). */
  guestHours: 24,
  /** Wrong invitation codes per client address in the window, then 429. */
  codeAttempts: 5,
  /** Wrong order look-ups (number + mobile) per client address in the window, then 429. */
  lookupAttempts: 10,
  windowMinutes: 10,
  /** An unpaid order holds its special stock this long. */
  holdMinutes: 30,
  /** Units of one bottle in one order, at most (a sale may set fewer). */
  maxQty: 10,
  maxLines: 20,
} as const;

/** Order statuses of a special-sales order: '00' waiting for payment, then ORDER_STATUS codes. */
export const SPECIAL_ORDER_STATUS = {
  awaitingPayment: "00",
  paid: "01",
  readyForPickup: "02",
  pickedUp: "03",
  cancelled: "09",
} as const;
export type SpecialOrderStatus = (typeof SPECIAL_ORDER_STATUS)[keyof typeof SPECIAL_ORDER_STATUS];
